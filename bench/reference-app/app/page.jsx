// Rendered for every request, as the app's pages are.
export const dynamic = "force-dynamic";

export default function Page() {
  return (
    <main>
      <h1>Reference page</h1>
      {Array.from({ length: 50 }, (_, index) => (
        <p key={index}>
          Paragraph {index + 1}: a plain page of text, without scripts of its own, styles or web fonts, rendered on the server.
        </p>
      ))}
    </main>
  );
}
