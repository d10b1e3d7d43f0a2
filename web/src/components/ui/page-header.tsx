import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** The heading block every page starts with. */
export function PageHeader({ title, description, children }: PageHeaderProps) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-muted">{description}</p>
      {children}
    </header>
  );
}

/** A page whose feature arrives in a later issue: heading and one-line description only. */
export function PagePlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader title={title} description={description} />
    </section>
  );
}
