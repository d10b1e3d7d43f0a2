export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-muted">
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-line border-t-accent" />
      <span>{label}</span>
    </div>
  );
}
