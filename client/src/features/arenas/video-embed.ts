import { isHttpUrl } from '@shared/http-url';

/** How an arena's ground video plays: a YouTube or Vimeo player, or the link itself in a <video> (mp4). */
export type GroundVideo =
  | { kind: 'youtube'; embedUrl: string }
  | { kind: 'vimeo'; embedUrl: string }
  | { kind: 'file'; src: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTU_BE_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** YouTube's `t` (or `start`): '90', '90s', '1m30s', '1h2m3s' -> seconds; anything else -> 0. */
function startSeconds(value: string | null): number {
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || !match[0]) return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function youtubeId(url: URL): string | null {
  if (YOUTU_BE_HOSTS.has(url.hostname)) return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch' || url.pathname === '/watch/') return url.searchParams.get('v');
  const [, section, id] = url.pathname.split('/');
  return ['shorts', 'embed', 'live', 'v'].includes(section) ? id ?? null : null;
}

function youtubeEmbed(url: URL): GroundVideo | null {
  const id = youtubeId(url);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return { kind: 'youtube', embedUrl: `https://www.youtube.com/embed/${id}${start > 0 ? `?start=${start}` : ''}` };
}

function vimeoEmbed(url: URL): GroundVideo | null {
  const match = url.hostname === 'player.vimeo.com'
    ? /^\/video\/(\d+)\/?$/.exec(url.pathname)
    : /^\/(\d+)\/?$/.exec(url.pathname);
  return match ? { kind: 'vimeo', embedUrl: `https://player.vimeo.com/video/${match[1]}` } : null;
}

/**
 * An arena's ground video: YouTube watch, short (youtu.be, /shorts) and mobile links and Vimeo numeric links become
 * players; any other http(s) link plays as an mp4. Anything that is not http(s), or a YouTube/Vimeo page that is
 * not a video, gives no video.
 */
export function groundVideo(videoUrl: string | null | undefined): GroundVideo | null {
  const text = videoUrl?.trim();
  if (!text || !isHttpUrl(text)) return null;
  const url = new URL(text);
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host) || YOUTU_BE_HOSTS.has(host)) return youtubeEmbed(url);
  if (VIMEO_HOSTS.has(host) || host === 'player.vimeo.com') return vimeoEmbed(url);
  return { kind: 'file', src: url.href };
}
