// A bare Next.js page of the version the app uses, built and measured beside
// the app's pages in `npm run bench:pages`: what this machine makes of a page
// with nothing in it, so a reader can tell a slow machine from a slow page.
export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
