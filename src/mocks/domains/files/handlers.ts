import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import { notFound } from '../../api';
import { db } from '../../db';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PALETTE = ['#1e6fd9', '#0f9d8a', '#c2410c', '#7c3aed', '#b91c1c', '#0369a1'];

/**
 * Profile pictures: the seed points at paths under /uploads/avatars/; the demo API draws an
 * initials avatar for the user whose picture it is, so no binary files ship with the seed.
 */
export const fileHandlers = [
  apiHttp.get('/uploads/avatars/{file}', ({ request }) => {
    const path = new URL(request.url).pathname;
    const user = db.users.find((u) => u.profilePictureFileUrl === path);
    if (!user) return notFound();
    const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
    const color = PALETTE[user.id % PALETTE.length] ?? '#1e6fd9';
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" rx="48" fill="${color}"/>` +
      `<text x="48" y="60" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>` +
      `</svg>`;
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
