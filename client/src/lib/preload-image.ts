/**
 * Starts downloading an image the page is about to show as its largest paint, at high priority, before React has
 * rendered the <img> that shows it (the <img> then takes the preloaded file).
 */
export function preloadImage(href: string) {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if ([...links].some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}
