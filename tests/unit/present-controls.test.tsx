import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { PresentControls } from "@/components/group-cards/present-controls";

// Present mode's slides in the page: the server sends only the cover, so
// the neighbour's picture cannot compete with the cover's first paint; the
// browser adds the neighbour once hydrated, so it is ready before it shows.

const slides = ["Cover", "First message", "Second message"];

const show = () => (
  <PresentControls
    durations={[5000, 5000, 5000]}
    slideLabels={slides.map((_, at) => `Slide ${at + 1} of ${slides.length}`)}
    texts={{ slideshow: "Slideshow", previous: "Previous", next: "Next", play: "Play", pause: "Pause", fullscreen: "Full screen", exitFullscreen: "Exit full screen" }}
    corner={null}
    extraControls={null}
  >
    {slides.map((text) => (
      <p key={text}>{text}</p>
    ))}
  </PresentControls>
);

describe("present mode's slides in the page", () => {
  it("from the server: the cover alone", () => {
    const html = renderToString(show());
    expect(html).toContain("Cover");
    expect(html).not.toContain("First message");
    expect(html).not.toContain("Second message");
  });

  it("in the browser: the cover and its neighbour, not the slide after", () => {
    render(show());
    expect(screen.getByText("Cover")).toBeInTheDocument();
    expect(screen.getByText("First message")).toBeInTheDocument();
    expect(screen.queryByText("Second message")).toBeNull();
  });
});
