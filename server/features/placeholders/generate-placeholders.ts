/**
 * Draws the placeholder JPEGs in ./assets once; the server only reads the files (no canvas at run time).
 * Run after changing a drawing: `npx tsx server/features/placeholders/generate-placeholders.ts`
 */
import { writeFileSync } from 'node:fs';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

const WIDTH = 800;
const HEIGHT = 500;
const HORIZON = 250;
const SADDLE_BROWN = '#8B4513';

interface ArenaScene {
  file: string;
  sky: [string, string, string];
  hills: string;
  ground: [string, string];
  fence: string;
  barrels: [string, string, string];
  sun?: { x: number; y: number; radius: number; color: string };
  indoor?: boolean;
  lights?: boolean;
}

const ARENA_SCENES: ArenaScene[] = [
  { // Clear afternoon, outdoor.
    file: 'arena-0.jpg', sky: ['#6fa8dc', '#a9cbe8', '#f3e3c3'], hills: '#8a9a6b', ground: ['#d9b98a', '#b88a55'],
    fence: SADDLE_BROWN, barrels: ['#c0392b', '#2e6da4', '#d4a017'], sun: { x: 640, y: 80, radius: 38, color: '#fff4d6' },
  },
  { // Sunset.
    file: 'arena-1.jpg', sky: ['#3d2c5c', '#c8553d', '#f6b26b'], hills: '#5a3d3a', ground: ['#c99a63', '#8f6238'],
    fence: '#4a2a12', barrels: ['#e8e1d0', '#c0392b', '#e8e1d0'], sun: { x: 180, y: 215, radius: 52, color: '#ffd27f' },
  },
  { // Covered indoor arena.
    file: 'arena-2.jpg', sky: ['#3b2a1e', '#5c4330', '#7a5a3e'], hills: '#4a3525', ground: ['#caa173', '#a0703f'],
    fence: '#6b3510', barrels: ['#2e6da4', '#d4a017', '#2e6da4'], indoor: true,
  },
  { // Night under the lights.
    file: 'arena-3.jpg', sky: ['#0d1b2a', '#1b2f4a', '#34506e'], hills: '#1c2a22', ground: ['#b69166', '#7d5730'],
    fence: '#3e2210', barrels: ['#c0392b', '#f2f2f2', '#c0392b'], lights: true,
  },
];

function verticalGradient(ctx: SKRSContext2D, top: number, bottom: number, stops: string[]) {
  const gradient = ctx.createLinearGradient(0, top, 0, bottom);
  stops.forEach((color, index) => gradient.addColorStop(index / (stops.length - 1), color));
  return gradient;
}

function drawSky(ctx: SKRSContext2D, scene: ArenaScene) {
  ctx.fillStyle = verticalGradient(ctx, 0, HORIZON, scene.sky);
  ctx.fillRect(0, 0, WIDTH, HORIZON);
  if (scene.sun) {
    const glow = ctx.createRadialGradient(scene.sun.x, scene.sun.y, 0, scene.sun.x, scene.sun.y, scene.sun.radius * 4);
    glow.addColorStop(0, scene.sun.color);
    glow.addColorStop(0.25, `${scene.sun.color}aa`);
    glow.addColorStop(1, `${scene.sun.color}00`);
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, WIDTH, HORIZON);
    ctx.fillStyle = scene.sun.color;
    ctx.beginPath();
    ctx.arc(scene.sun.x, scene.sun.y, scene.sun.radius, 0, Math.PI * 2);
    ctx.fill();
  }
  if (!scene.indoor) {
    ctx.fillStyle = scene.hills;
    ctx.beginPath();
    ctx.moveTo(0, HORIZON);
    for (let x = 0; x <= WIDTH; x += 20) {
      ctx.lineTo(x, HORIZON - 30 - 22 * Math.sin(x / 110) - 12 * Math.sin(x / 37 + 1));
    }
    ctx.lineTo(WIDTH, HORIZON);
    ctx.fill();
  }
}

function drawRoof(ctx: SKRSContext2D) {
  ctx.strokeStyle = '#2a1c12';
  ctx.lineWidth = 6;
  for (let x = -40; x <= WIDTH + 40; x += 110) {
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(WIDTH / 2 + (x - WIDTH / 2) * 0.55, HORIZON - 40);
    ctx.stroke();
  }
  ctx.lineWidth = 4;
  for (let y = 30; y < HORIZON - 40; y += 45) {
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(WIDTH, y);
    ctx.stroke();
  }
  for (let x = 120; x < WIDTH; x += 180) {
    const lamp = ctx.createRadialGradient(x, 60, 0, x, 60, 90);
    lamp.addColorStop(0, 'rgba(255, 236, 190, 0.9)');
    lamp.addColorStop(1, 'rgba(255, 236, 190, 0)');
    ctx.fillStyle = lamp;
    ctx.fillRect(x - 90, 0, 180, 160);
  }
}

function drawFloodLights(ctx: SKRSContext2D) {
  for (const x of [90, WIDTH - 90]) {
    ctx.fillStyle = '#2b2b2b';
    ctx.fillRect(x - 4, 40, 8, HORIZON - 40);
    ctx.fillStyle = '#fffbe8';
    ctx.fillRect(x - 30, 32, 60, 16);
    const beam = ctx.createRadialGradient(x, 40, 0, x, 40, 260);
    beam.addColorStop(0, 'rgba(255, 250, 220, 0.55)');
    beam.addColorStop(1, 'rgba(255, 250, 220, 0)');
    ctx.fillStyle = beam;
    ctx.fillRect(x - 260, 0, 520, HEIGHT);
  }
  // A fixed pseudo-random sky, so regenerating gives the same file.
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let star = 0; star < 60; star += 1) {
    ctx.fillStyle = `rgba(255, 255, 255, ${0.4 + next() * 0.5})`;
    ctx.fillRect(next() * WIDTH, next() * (HORIZON - 70), next() < 0.2 ? 3 : 2, 2);
  }
}

function drawGround(ctx: SKRSContext2D, scene: ArenaScene) {
  ctx.fillStyle = verticalGradient(ctx, HORIZON, HEIGHT, scene.ground);
  ctx.fillRect(0, HORIZON, WIDTH, HEIGHT - HORIZON);
  // Harrow lines converging on the horizon give the footing depth.
  ctx.strokeStyle = 'rgba(90, 55, 25, 0.18)';
  ctx.lineWidth = 2;
  for (let x = -WIDTH; x <= WIDTH * 2; x += 45) {
    ctx.beginPath();
    ctx.moveTo(WIDTH / 2 + (x - WIDTH / 2) * 0.25, HORIZON + 20);
    ctx.lineTo(x, HEIGHT);
    ctx.stroke();
  }
}

function drawFence(ctx: SKRSContext2D, color: string) {
  const top = HORIZON - 8;
  ctx.fillStyle = color;
  for (let x = 10; x < WIDTH; x += 70) ctx.fillRect(x, top - 38, 9, 58);
  for (const y of [top - 30, top - 12, top + 6]) ctx.fillRect(0, y, WIDTH, 6);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.12)';
  for (const y of [top - 30, top - 12, top + 6]) ctx.fillRect(0, y, WIDTH, 2);
}

function drawBarrel(ctx: SKRSContext2D, x: number, baseY: number, scale: number, color: string) {
  const width = 56 * scale;
  const height = 78 * scale;
  const rim = 10 * scale;
  ctx.fillStyle = 'rgba(40, 20, 5, 0.35)';
  ctx.beginPath();
  ctx.ellipse(x + 10 * scale, baseY + 2, width * 0.75, rim * 1.2, 0, 0, Math.PI * 2);
  ctx.fill();
  const body = ctx.createLinearGradient(x - width / 2, 0, x + width / 2, 0);
  body.addColorStop(0, color);
  body.addColorStop(0.35, '#ffffff55');
  body.addColorStop(0.5, color);
  body.addColorStop(1, '#00000066');
  ctx.fillStyle = color;
  ctx.fillRect(x - width / 2, baseY - height, width, height);
  ctx.fillStyle = body;
  ctx.fillRect(x - width / 2, baseY - height, width, height);
  ctx.beginPath();
  ctx.ellipse(x, baseY, width / 2, rim, 0, 0, Math.PI);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.fillStyle = 'rgba(0, 0, 0, 0.25)';
  for (const band of [0.2, 0.78]) ctx.fillRect(x - width / 2, baseY - height * band - 3 * scale, width, 6 * scale);
  ctx.fillStyle = '#3a3a3a';
  ctx.beginPath();
  ctx.ellipse(x, baseY - height, width / 2, rim, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = color;
  ctx.lineWidth = 3 * scale;
  ctx.stroke();
}

function drawCloverleaf(ctx: SKRSContext2D, barrels: { x: number; y: number; scale: number }[]) {
  ctx.strokeStyle = 'rgba(255, 248, 235, 0.55)';
  ctx.setLineDash([10, 9]);
  ctx.lineWidth = 3;
  for (const barrel of barrels) {
    ctx.beginPath();
    ctx.ellipse(barrel.x, barrel.y, 70 * barrel.scale, 22 * barrel.scale, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(WIDTH / 2, HEIGHT);
  ctx.bezierCurveTo(WIDTH / 2 - 40, HEIGHT - 40, barrels[0].x + 80, barrels[0].y + 30, barrels[0].x + 60, barrels[0].y);
  ctx.stroke();
  ctx.setLineDash([]);
}

function drawArena(scene: ArenaScene) {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  drawSky(ctx, scene);
  if (scene.indoor) drawRoof(ctx);
  if (scene.lights) drawFloodLights(ctx);
  drawGround(ctx, scene);
  drawFence(ctx, scene.fence);
  const barrels = [
    { x: 210, y: 430, scale: 1.15 },
    { x: 590, y: 430, scale: 1.15 },
    { x: 400, y: 305, scale: 0.7 },
  ];
  drawCloverleaf(ctx, barrels);
  [2, 0, 1].forEach((index) => {
    const barrel = barrels[index];
    drawBarrel(ctx, barrel.x, barrel.y, barrel.scale, scene.barrels[index]);
  });
  const vignette = ctx.createRadialGradient(WIDTH / 2, HEIGHT / 2, HEIGHT * 0.4, WIDTH / 2, HEIGHT / 2, WIDTH * 0.7);
  vignette.addColorStop(0, 'rgba(0, 0, 0, 0)');
  vignette.addColorStop(1, 'rgba(30, 12, 0, 0.35)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  return canvas;
}

function drawHorseshoe(ctx: SKRSContext2D, x: number, y: number, size: number, color: string) {
  ctx.strokeStyle = color;
  ctx.lineWidth = size * 0.22;
  ctx.lineCap = 'round';
  ctx.beginPath();
  // Opening upwards: the lucky way up.
  ctx.arc(x, y, size, Math.PI * -0.15, Math.PI * 1.15, false);
  ctx.stroke();
  ctx.fillStyle = 'rgba(0, 0, 0, 0.35)';
  for (let nail = 0; nail < 6; nail += 1) {
    const angle = Math.PI * (-0.05 + nail * 0.22);
    ctx.beginPath();
    ctx.arc(x + Math.cos(angle) * size, y + Math.sin(angle) * size, size * 0.05, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawEvent(variant: { file: string; background: [string, string]; accent: string; title: string; subtitle: string }) {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = verticalGradient(ctx, 0, HEIGHT, variant.background);
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  // Sun rays from behind the title.
  ctx.fillStyle = 'rgba(255, 220, 160, 0.08)';
  for (let ray = 0; ray < 18; ray += 2) {
    const from = (ray / 18) * Math.PI * 2;
    const to = ((ray + 1) / 18) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(WIDTH / 2, HEIGHT * 0.55);
    ctx.arc(WIDTH / 2, HEIGHT * 0.55, WIDTH, from, to);
    ctx.fill();
  }
  // Rope border.
  ctx.strokeStyle = variant.accent;
  ctx.lineWidth = 6;
  ctx.setLineDash([14, 6]);
  ctx.strokeRect(24, 24, WIDTH - 48, HEIGHT - 48);
  ctx.setLineDash([]);
  ctx.lineWidth = 2;
  ctx.strokeRect(36, 36, WIDTH - 72, HEIGHT - 72);

  drawHorseshoe(ctx, WIDTH / 2, 105, 46, variant.accent);
  ctx.textAlign = 'center';
  ctx.fillStyle = '#fff6e5';
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
  ctx.shadowBlur = 8;
  ctx.shadowOffsetY = 3;
  ctx.font = 'bold 84px "DejaVu Serif"';
  ctx.fillText(variant.title, WIDTH / 2, 275);
  ctx.font = '28px "Liberation Sans"';
  ctx.fillStyle = variant.accent;
  ctx.fillText(variant.subtitle, WIDTH / 2, 325);
  ctx.shadowColor = 'transparent';

  const barrelColors = ['#c0392b', '#2e6da4', '#d4a017'];
  [260, 400, 540].forEach((x, index) => drawBarrel(ctx, x, 430, 0.8, barrelColors[index]));
  return canvas;
}

const EVENT_BANNERS = [
  { file: 'event-0.jpg', background: ['#a0522d', SADDLE_BROWN] as [string, string], accent: '#f4c27a', title: 'BARREL RACE', subtitle: 'Open  •  Youth  •  Futurity' },
  { file: 'event-1.jpg', background: ['#5c2e0e', '#2f1606'] as [string, string], accent: '#e9b872', title: 'RODEO NIGHT', subtitle: 'Barrels  •  Poles  •  Jackpot' },
];

const assets = new URL('./assets/', import.meta.url);
for (const scene of ARENA_SCENES) {
  writeFileSync(new URL(scene.file, assets), await drawArena(scene).encode('jpeg', 78));
}
for (const banner of EVENT_BANNERS) {
  writeFileSync(new URL(banner.file, assets), await drawEvent(banner).encode('jpeg', 78));
}
