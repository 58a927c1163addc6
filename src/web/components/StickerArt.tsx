/** Decorative hero art: a die-cut sticker with its dashed cut line, drawn in SVG (no external image). */
export function StickerArt({ size = 320 }: { size?: number }) {
  return (
    <svg width="100%" style={{ maxWidth: size }} viewBox="0 0 320 320" role="img" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="ss-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8156e5" />
          <stop offset="1" stopColor="#e64980" />
        </linearGradient>
        <filter id="ss-shadow" x="-20%" y="-20%" width="140%" height="140%">
          <feDropShadow dx="0" dy="8" stdDeviation="10" floodColor="#371a8a" floodOpacity="0.25" />
        </filter>
      </defs>
      <path
        d="M160 26c30 0 44 22 70 26s52 16 56 48-10 44-6 70 14 54-12 78-56 18-80 30-48 22-74 10-30-40-54-56-42-34-40-66 24-40 30-66 14-52 44-60 36-14 66-14z"
        fill="none"
        stroke="#4f24bd"
        strokeWidth="2.5"
        strokeDasharray="8 7"
      />
      <g filter="url(#ss-shadow)">
        <path d="M160 44c26 0 38 20 60 23s46 14 49 42-9 39-5 62 12 47-10 68-49 16-70 27-42 19-65 9-26-35-47-49-37-30-35-58 21-35 26-58 12-45 39-52 32-14 58-14z" fill="#fff" />
        <path
          d="M160 60c22 0 33 17 52 20s40 12 42 36-8 34-4 54 10 41-9 59-43 14-61 23-36 17-56 8-23-30-41-42-32-26-30-50 18-30 22-50 10-39 34-45 28-13 51-13z"
          fill="url(#ss-bg)"
        />
      </g>
      <circle cx="128" cy="140" r="12" fill="#fff" />
      <circle cx="192" cy="140" r="12" fill="#fff" />
      <circle cx="131" cy="143" r="5" fill="#371a8a" />
      <circle cx="195" cy="143" r="5" fill="#371a8a" />
      <path d="M118 184c22 28 62 28 84 0" fill="none" stroke="#fff" strokeWidth="10" strokeLinecap="round" />
      <path d="M236 84l6 14 15 2-11 10 3 15-13-8-13 8 3-15-11-10 15-2z" fill="#ffd43b" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}
