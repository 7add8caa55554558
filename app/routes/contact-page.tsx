import { ContactForm } from "~/components/contact-form";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import type { Route } from "./+types/contact";

export default function ContactPage({ loaderData: { heading, lead } }: Route.ComponentProps) {
  return (
    <div className="bg-sand-50 py-16 sm:py-24">
      <Container className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">{heading}</h1>
        <p className="mt-4 text-lg text-pretty text-ink-muted">{lead}</p>
        <Card className="mt-10">
          <ContactForm />
        </Card>
      </Container>
    </div>
  );
}
