import 'server-only';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { StayKind } from './destinations-data';
import { Rng } from './random';

/** Where generated images live, relative to the storage directory; served at /storage/<file>. */
export const SEED_MEDIA_DIR = 'media/seed';
export const publicUrl = (file: string) => `/storage/${file}`;

/** A seeded picture; `altNl` describes it for the Dutch pages where the French `alt` would not do. */
export type ImageSpec = { file: string; name: string; alt: string; altNl?: string; width: number; height: number; svg: string };

const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** "Belvia Airways" → "BA", "Hotelia" → "HO". */
export function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N} ]/gu, ' ').split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}

export function logoSvg(label: string, hue: number, size = 256): string {
  const text = escapeXml(label);
  const fontSize = label.length > 2 ? size * 0.3 : size * 0.4;
  return svgDoc(
    size,
    size,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},62%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},58%,38%)"/></linearGradient></defs>` +
      `<rect width="${size}" height="${size}" rx="${size * 0.18}" fill="url(#g)"/>` +
      `<circle cx="${size * 0.82}" cy="${size * 0.2}" r="${size * 0.09}" fill="rgba(255,255,255,0.25)"/>` +
      `<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="${FONT}" font-weight="700" font-size="${fontSize}" fill="#fff">${text}</text>`,
  );
}

export function wordmarkSvg(name: string, hue: number, width = 320, height = 120): string {
  return svgDoc(
    width,
    height,
    `<rect width="${width}" height="${height}" rx="18" fill="#fff"/>` +
      `<rect x="16" y="${height / 2 - 22}" width="44" height="44" rx="10" fill="hsl(${hue},65%,45%)"/>` +
      `<text x="76" y="${height / 2 + 2}" dominant-baseline="middle" font-family="${FONT}" font-weight="700" font-size="30" fill="hsl(${hue},45%,25%)">${escapeXml(name)}</text>`,
  );
}

/** A flat landscape for a kind of stay: sea and sun, skyline, peaks, hills, dunes... Same inputs, same picture. */
export function sceneSvg(stay: StayKind, seed: string, width: number, height: number): string {
  const rng = new Rng(`scene:${stay}:${seed}`);
  const w = width;
  const h = height;
  const hueShift = rng.int(-12, 12);
  const parts: string[] = [];
  const sky = (top: string, bottom: string) =>
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  const sun = (cx: number, cy: number, r: number, color: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
  const ridge = (baseY: number, amplitude: number, color: string, peaks: number) => {
    let d = `M0 ${h} L0 ${baseY}`;
    for (let i = 1; i <= peaks * 2; i++) {
      const x = (w / (peaks * 2)) * i;
      const y = i % 2 === 1 ? baseY - amplitude * (0.6 + rng.float() * 0.4) : baseY - amplitude * rng.float() * 0.3;
      d += ` L${x.toFixed(0)} ${y.toFixed(0)}`;
    }
    return `<path d="${d} L${w} ${h} Z" fill="${color}"/>`;
  };
  const hills = (baseY: number, color: string) => {
    let d = `M0 ${h} L0 ${baseY}`;
    const n = 3 + rng.int(0, 2);
    for (let i = 0; i < n; i++) {
      const x1 = (w / n) * (i + 0.5);
      const x2 = (w / n) * (i + 1);
      d += ` Q${x1.toFixed(0)} ${(baseY - h * (0.08 + rng.float() * 0.1)).toFixed(0)} ${x2.toFixed(0)} ${baseY.toFixed(0)}`;
    }
    return `<path d="${d} L${w} ${h} Z" fill="${color}"/>`;
  };
  switch (stay) {
    case 'beach': {
      parts.push(sky(`hsl(${200 + hueShift},80%,62%)`, `hsl(${35 + hueShift},90%,82%)`));
      parts.push(sun(w * (0.2 + rng.float() * 0.6), h * 0.3, h * 0.09, '#ffe07a'));
      parts.push(`<rect y="${h * 0.55}" width="${w}" height="${h * 0.2}" fill="hsl(${190 + hueShift},70%,45%)"/>`);
      parts.push(`<rect y="${h * 0.6}" width="${w}" height="${h * 0.02}" fill="rgba(255,255,255,0.35)"/>`);
      parts.push(`<path d="M0 ${h * 0.78} Q${w * 0.5} ${h * 0.68} ${w} ${h * 0.76} L${w} ${h} L0 ${h} Z" fill="hsl(42,70%,78%)"/>`);
      const px = w * (0.1 + rng.float() * 0.25);
      parts.push(`<path d="M${px} ${h} Q${px + 8} ${h * 0.75} ${px + 30} ${h * 0.52}" stroke="#6b4a2b" stroke-width="${w * 0.008}" fill="none"/>`);
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2;
        parts.push(`<ellipse cx="${px + 30 + Math.cos(a) * 28}" cy="${h * 0.52 + Math.sin(a) * 10}" rx="34" ry="9" transform="rotate(${(a * 180) / Math.PI} ${px + 30} ${h * 0.52})" fill="#2f7d3b"/>`);
      }
      break;
    }
    case 'city': {
      parts.push(sky(`hsl(${225 + hueShift},55%,40%)`, `hsl(${20 + hueShift},85%,70%)`));
      parts.push(sun(w * 0.75, h * 0.45, h * 0.08, 'rgba(255,220,150,0.9)'));
      let x = 0;
      while (x < w) {
        const bw = w * (0.04 + rng.float() * 0.06);
        const bh = h * (0.2 + rng.float() * 0.45);
        parts.push(`<rect x="${x.toFixed(0)}" y="${(h - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="hsl(230,25%,${15 + rng.int(0, 12)}%)"/>`);
        for (let wy = h - bh + 10; wy < h - 10; wy += 18) {
          if (rng.chance(0.45)) parts.push(`<rect x="${(x + bw * 0.3).toFixed(0)}" y="${wy.toFixed(0)}" width="${(bw * 0.15).toFixed(0)}" height="6" fill="#ffd27a"/>`);
        }
        x += bw + 2;
      }
      break;
    }
    case 'mountain':
    case 'ski': {
      const snow = stay === 'ski';
      parts.push(sky(`hsl(${205 + hueShift},70%,${snow ? 70 : 60}%)`, `hsl(${200 + hueShift},60%,92%)`));
      parts.push(ridge(h * 0.55, h * 0.35, snow ? 'hsl(215,20%,70%)' : 'hsl(210,15%,45%)', 3));
      parts.push(ridge(h * 0.7, h * 0.3, snow ? '#f4f7fb' : 'hsl(130,30%,35%)', 4));
      parts.push(`<rect y="${h * 0.85}" width="${w}" height="${h * 0.15}" fill="${snow ? '#ffffff' : 'hsl(110,35%,40%)'}"/>`);
      for (let i = 0; i < 7; i++) {
        const tx = rng.float() * w;
        const ty = h * (0.82 + rng.float() * 0.1);
        parts.push(`<path d="M${tx} ${ty - 40} L${tx - 14} ${ty} L${tx + 14} ${ty} Z" fill="hsl(140,40%,${snow ? 28 : 22}%)"/>`);
      }
      break;
    }
    case 'countryside': {
      parts.push(sky(`hsl(${200 + hueShift},65%,70%)`, `hsl(${55 + hueShift},70%,90%)`));
      parts.push(sun(w * 0.8, h * 0.22, h * 0.07, '#fff3b0'));
      parts.push(hills(h * 0.62, 'hsl(100,35%,55%)'));
      parts.push(hills(h * 0.75, 'hsl(95,40%,42%)'));
      for (let i = 0; i < 6; i++) {
        const tx = rng.float() * w;
        const ty = h * (0.7 + rng.float() * 0.2);
        parts.push(`<rect x="${tx - 3}" y="${ty}" width="6" height="22" fill="#6b4a2b"/><circle cx="${tx}" cy="${ty}" r="18" fill="hsl(120,35%,30%)"/>`);
      }
      break;
    }
    case 'wellness': {
      parts.push(sky(`hsl(${280 + hueShift},40%,85%)`, `hsl(${20 + hueShift},60%,90%)`));
      parts.push(`<rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="hsl(190,45%,70%)"/>`);
      for (let i = 0; i < 4; i++) parts.push(`<ellipse cx="${w / 2}" cy="${h * 0.8}" rx="${60 + i * 50}" ry="${12 + i * 8}" fill="none" stroke="rgba(255,255,255,0.5)" stroke-width="2"/>`);
      const sizes = [0.16, 0.12, 0.09, 0.06];
      let y = h * 0.68;
      for (const s of sizes) {
        parts.push(`<ellipse cx="${w / 2}" cy="${y}" rx="${w * s * 0.6}" ry="${h * s * 0.35}" fill="hsl(30,8%,${38 + s * 100}%)"/>`);
        y -= h * s * 0.6;
      }
      break;
    }
    case 'adventure': {
      parts.push(sky(`hsl(${25 + hueShift},85%,60%)`, `hsl(${45 + hueShift},90%,82%)`));
      parts.push(sun(w * (0.3 + rng.float() * 0.4), h * 0.35, h * 0.1, '#fff1c1'));
      parts.push(hills(h * 0.65, 'hsl(30,60%,55%)'));
      parts.push(hills(h * 0.8, 'hsl(28,65%,45%)'));
      break;
    }
  }
  return svgDoc(w, h, parts.join(''));
}

/** Writes every image that is not on disk yet and returns the byte size of each file, in order. */
export async function renderImages(storageDir: string, specs: readonly ImageSpec[]): Promise<number[]> {
  await mkdir(path.join(storageDir, SEED_MEDIA_DIR), { recursive: true });
  const sizes: number[] = new Array(specs.length).fill(0);
  const concurrency = 8;
  for (let start = 0; start < specs.length; start += concurrency) {
    await Promise.all(
      specs.slice(start, start + concurrency).map(async (spec, offset) => {
        const target = path.join(storageDir, spec.file);
        const existing = await stat(target).catch(() => null);
        if (existing) {
          sizes[start + offset] = existing.size;
          return;
        }
        const info = await sharp(Buffer.from(spec.svg)).webp({ quality: 78, effort: 2 }).toFile(target);
        sizes[start + offset] = info.size;
      }),
    );
  }
  return sizes;
}
