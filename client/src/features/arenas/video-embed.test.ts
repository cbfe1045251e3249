import { describe, expect, it } from 'vitest';
import { groundVideo } from './video-embed';

const youtube = (id: string, start = '') => ({ kind: 'youtube', embedUrl: `https://www.youtube.com/embed/${id}${start}` });

describe('groundVideo', () => {
  it('turns YouTube watch links into embeds', () => {
    expect(groundVideo('https://www.youtube.com/watch?v=Qm8rE4vTt2c')).toEqual(youtube('Qm8rE4vTt2c'));
    expect(groundVideo('https://youtube.com/watch?v=Qm8rE4vTt2c')).toEqual(youtube('Qm8rE4vTt2c'));
    expect(groundVideo('http://www.youtube.com/watch?v=Qm8rE4vTt2c')).toEqual(youtube('Qm8rE4vTt2c'));
  });

  it('reads the id among extra parameters and keeps a start time', () => {
    expect(groundVideo('https://www.youtube.com/watch?feature=share&v=Qm8rE4vTt2c&list=PL123')).toEqual(youtube('Qm8rE4vTt2c'));
    expect(groundVideo('https://www.youtube.com/watch?v=Qm8rE4vTt2c&t=90s')).toEqual(youtube('Qm8rE4vTt2c', '?start=90'));
    expect(groundVideo('https://youtu.be/Qm8rE4vTt2c?t=1m5s')).toEqual(youtube('Qm8rE4vTt2c', '?start=65'));
    expect(groundVideo('https://youtu.be/Qm8rE4vTt2c?si=abcdef')).toEqual(youtube('Qm8rE4vTt2c'));
  });

  it('turns youtu.be, mobile and shorts links into embeds', () => {
    expect(groundVideo('https://youtu.be/bF7kPz1XnQw')).toEqual(youtube('bF7kPz1XnQw'));
    expect(groundVideo('https://m.youtube.com/watch?v=bF7kPz1XnQw')).toEqual(youtube('bF7kPz1XnQw'));
    expect(groundVideo('https://www.youtube.com/shorts/bF7kPz1XnQw')).toEqual(youtube('bF7kPz1XnQw'));
    expect(groundVideo('https://www.youtube.com/embed/bF7kPz1XnQw')).toEqual(youtube('bF7kPz1XnQw'));
  });

  it('gives no video for YouTube pages that are not a video', () => {
    expect(groundVideo('https://www.youtube.com/')).toBeNull();
    expect(groundVideo('https://www.youtube.com/@somechannel')).toBeNull();
    expect(groundVideo('https://www.youtube.com/watch?v=')).toBeNull();
    expect(groundVideo('https://www.youtube.com/watch?v="><script>')).toBeNull();
  });

  it('turns Vimeo numeric links into embeds', () => {
    expect(groundVideo('https://vimeo.com/347119375')).toEqual({ kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/347119375' });
    expect(groundVideo('https://www.vimeo.com/253989945/')).toEqual({ kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/253989945' });
    expect(groundVideo('https://player.vimeo.com/video/253989945')).toEqual({ kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/253989945' });
    expect(groundVideo('https://vimeo.com/channels/staffpicks')).toBeNull();
  });

  it('plays any other http(s) link as a video file', () => {
    const mp4 = 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4';
    expect(groundVideo(mp4)).toEqual({ kind: 'file', src: mp4 });
    expect(groundVideo(' http://example.com/ground.mp4 ')).toEqual({ kind: 'file', src: 'http://example.com/ground.mp4' });
  });

  it('gives no video for anything that is not an http(s) link', () => {
    for (const value of [null, undefined, '', '   ', 'javascript:alert(1)', 'data:video/mp4;base64,AAAA', 'ftp://example.com/a.mp4', 'vimeo.com/123456', 'not a url']) {
      expect(groundVideo(value)).toBeNull();
    }
  });
});
