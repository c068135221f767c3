// A clear "not built yet" message for a screen that a later change fills in, never a blank page.
export function Placeholder({ title }: { title: string }) {
  return (
    <section className="placeholder" aria-labelledby="placeholder-title">
      <h2 id="placeholder-title">{title}</h2>
      <p>This part of the portal is on its way.</p>
    </section>
  );
}
