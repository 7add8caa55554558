import { ArrowRight } from "~/components/ui/icons";
import type { ArticleAuthor, ArticleContactAction } from "~/page-data/article-pages";
import { MemberPortrait } from "./member-portrait";
import { ButtonLink } from "./ui/button";

/**
 * An article's header's second column: who wrote it and their place in the
 * team, then the way to talk to the firm about it. Dark, like the contact
 * card the other pages' headers carry. The byline beside it links the name
 * to the team, so the card does not link it again.
 */
export function AuthorCard({ author, action }: { author: ArticleAuthor; action: ArticleContactAction }) {
  return (
    <div data-author-card className="rounded-2xl border border-white/15 bg-white/5 p-6 text-navy-100">
      <div className="flex items-center gap-4">
        <MemberPortrait member={author} eager />
        <div className="min-w-0">
          <p className="text-lg font-semibold text-white">{author.name}</p>
          <p className="mt-1 text-sm">{author.position}</p>
        </div>
      </div>
      <div className="mt-6 border-t border-white/15 pt-5">
        <p className="font-semibold text-white">{action.heading}</p>
        <p className="mt-1 text-sm">{action.lead}</p>
      </div>
      <ButtonLink to={action.to} variant="inverse" className="mt-5 w-full">
        {action.label}
        <ArrowRight className="size-5" />
      </ButtonLink>
    </div>
  );
}
