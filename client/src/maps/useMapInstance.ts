import { useEffect, useRef, useState } from 'react';
import type { LatLng } from '@shared/geo';
import { MAX_FIT_ZOOM } from './constants';
import type { GoogleMap, GoogleMapsApi } from './google-types';
import { cappedFitZoom } from './route-math';

/**
 * One google.maps.Map per container, created when the namespace is ready. The ref guard keeps StrictMode's double
 * effect run from drawing a second map into the same element.
 */
export function useMapInstance(maps: GoogleMapsApi | null, options: google.maps.MapOptions) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<GoogleMap | null>(null);
  const [map, setMap] = useState<GoogleMap | null>(null);
  const initialOptions = useRef(options);
  useEffect(() => {
    if (!maps || !containerRef.current || mapRef.current) return;
    mapRef.current = new maps.Map(containerRef.current, initialOptions.current);
    setMap(mapRef.current);
  }, [maps]);
  return { containerRef, map };
}

/** Fits the map to the points, then zooms out to MAX_FIT_ZOOM if fitting went closer. Returns the cleanup. */
export function fitMapToPoints(maps: GoogleMapsApi, map: GoogleMap, points: LatLng[], maxZoom = MAX_FIT_ZOOM): () => void {
  if (points.length === 0) return () => {};
  const bounds = new maps.LatLngBounds();
  points.forEach((point) => bounds.extend(point));
  const listener = maps.event.addListenerOnce(map, 'idle', () => {
    const capped = cappedFitZoom(map.getZoom(), maxZoom);
    if (capped !== null && capped !== map.getZoom()) map.setZoom(capped);
  });
  map.fitBounds(bounds);
  return () => listener.remove();
}

interface InfoWindowLink {
  href: string;
  text: string;
  /** Client-side navigation for plain left clicks (the info window lives outside React). */
  onNavigate?: (href: string) => void;
}

/** Info window content as DOM nodes: names come from users, so never build it as an HTML string. */
export function infoWindowContent(title: string, lines: string[], link?: InfoWindowLink): HTMLElement {
  const root = document.createElement('div');
  root.className = 'space-y-1 p-1 text-sm text-neutral-900';
  const heading = document.createElement('p');
  heading.className = 'font-semibold';
  heading.textContent = title;
  root.append(heading);
  for (const line of lines.filter(Boolean)) {
    const paragraph = document.createElement('p');
    paragraph.className = 'text-neutral-600';
    paragraph.textContent = line;
    root.append(paragraph);
  }
  if (link) {
    const anchor = document.createElement('a');
    anchor.href = link.href;
    anchor.textContent = link.text;
    anchor.className = 'font-medium text-blue-700 underline';
    anchor.addEventListener('click', (clickEvent) => {
      const modified = clickEvent.metaKey || clickEvent.ctrlKey || clickEvent.shiftKey || clickEvent.altKey;
      if (!link.onNavigate || modified || clickEvent.button !== 0) return;
      clickEvent.preventDefault();
      link.onNavigate(link.href);
    });
    root.append(anchor);
  }
  return root;
}
