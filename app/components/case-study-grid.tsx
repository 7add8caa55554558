import type { ProofOfWork } from "~/content/proof-of-work";
import { cardGrid } from "./ui/card-grid";
import { ResponsiveImage } from "./ui/responsive-image";

type CaseStudyGridProps = Pick<ProofOfWork, "caseStudies" | "problemLabel" | "workLabel" | "resultLabel">;

/**
 * The case studies: who the client is, the problem, what was done and the
 * measured result, in one card each. Side by side, each card's three parts
 * (heading, story, result) are rows of the list's grid (subgrid), so the
 * results of a row of cards start on one line however long each story is.
 */
export function CaseStudyGrid({ caseStudies, problemLabel, workLabel, resultLabel }: CaseStudyGridProps) {
  const grid = cardGrid(caseStudies.length, { lg: 3 });
  return (
    <ul data-card-grid className={`gap-6 ${grid.list}`}>
      {caseStudies.map((study) => (
        <li
          key={study.id}
          className={`flex flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm shadow-navy-900/5 sm:p-8 lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-y-0 ${grid.item}`}
        >
          <div>
            {study.image ? (
              <ResponsiveImage
                image={study.image}
                purpose="case-study-image"
                className="mb-5 block aspect-3/2 w-full rounded-xl object-cover"
              />
            ) : null}
            <p className="text-sm font-semibold text-accent-text">{study.clientType}</p>
            <h3 className="mt-2 text-xl font-semibold text-navy-900">{study.title}</h3>
          </div>
          <dl className="mt-5 grid gap-4 text-ink-muted">
            <div>
              <dt className="text-sm font-semibold text-navy-900">{problemLabel}</dt>
              <dd className="mt-1">{study.problem}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-navy-900">{workLabel}</dt>
              <dd className="mt-1">{study.work}</dd>
            </div>
          </dl>
          <div data-result className="mt-auto pt-6 lg:mt-0">
            <p className="border-t border-navy-100 pt-5 text-sm font-semibold text-navy-900">{resultLabel}</p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span className="text-3xl font-bold text-navy-900">{study.result.figure}</span>
              <span className="text-ink-muted">{study.result.measure}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
