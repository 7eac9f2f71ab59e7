type OrbitIllustrationProps = { className?: string };

/** A planet with a ringed orbit and a small satellite, drawn in the brand colours. */
export function OrbitIllustration({ className }: OrbitIllustrationProps) {
  return (
    <svg className={className} aria-hidden="true" viewBox="0 0 240 160" fill="none">
      <circle cx="120" cy="80" r="44" fill="var(--mantine-primary-color-filled)" />
      <circle cx="104" cy="66" r="8" fill="var(--mantine-primary-color-light)" />
      <circle cx="134" cy="98" r="5" fill="var(--mantine-primary-color-light)" />
      <ellipse
        cx="120"
        cy="82"
        rx="96"
        ry="24"
        stroke="var(--mantine-primary-color-light-color)"
        strokeWidth="3"
        transform="rotate(-12 120 82)"
      />
      <circle cx="206" cy="52" r="7" fill="var(--mantine-color-orange-5)" />
      <circle cx="30" cy="30" r="2" fill="var(--mantine-color-gray-5)" />
      <circle cx="214" cy="130" r="2.5" fill="var(--mantine-color-gray-5)" />
      <circle cx="44" cy="128" r="1.5" fill="var(--mantine-color-gray-5)" />
    </svg>
  );
}
