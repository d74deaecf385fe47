/** After the browser's next paint (or 100 ms, as a hidden tab paints nothing). Kept free of imports: the entry uses it. */
export const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
