// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messageParts, safeHref } from './safeLinks';

describe('safeHref', () => {
  it.each([
    ['https://www.nice.aeroport.fr/parking', 'https://www.nice.aeroport.fr/parking'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://EXAMPLE.COM/A', 'https://example.com/A'],
    ['mailto:ops@riviera.aero', 'mailto:ops@riviera.aero'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['JaVaScRiPt:alert(document.cookie)', null],
    ['java\tscript:alert(1)', null],
    [' javascript:alert(1)', null],
    ['\u0000javascript:alert(1)', null],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', null],
    ['DATA:text/html,<b>x</b>', null],
    ['vbscript:msgbox(1)', null],
    ['file:///etc/passwd', null],
    ['ftp://files.example.com', null],
    ['http:/no-host', 'http://no-host/'],
    ['https://', null],
    ['not a url', null],
  ])('%j gives %j', (text, expected) => {
    expect(safeHref(text)).toBe(expected);
  });
});

describe('messageParts', () => {
  it.each([
    ['plain text', 'Fuel at 10:00, stand 4.', [{ kind: 'text', text: 'Fuel at 10:00, stand 4.' }]],
    [
      'a link inside a sentence, its full stop left out',
      'See https://example.com/a.',
      [
        { kind: 'text', text: 'See ' },
        { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
        { kind: 'text', text: '.' },
      ],
    ],
    [
      'a javascript: URL stays text',
      'click javascript:alert(1) now',
      [{ kind: 'text', text: 'click javascript:alert(1) now' }],
    ],
    [
      'markup stays text',
      '<img src=x onerror=alert(1)> <a href="javascript:x">y</a>',
      [{ kind: 'text', text: '<img src=x onerror=alert(1)> <a href="javascript:x">y</a>' }],
    ],
    [
      'a mail address link',
      'Write to mailto:ops@riviera.aero',
      [
        { kind: 'text', text: 'Write to ' },
        { kind: 'link', text: 'mailto:ops@riviera.aero', href: 'mailto:ops@riviera.aero' },
      ],
    ],
  ] as const)('%s', (_label, content, expected) => {
    expect(messageParts(content)).toEqual(expected);
  });

  it('keeps every character of the message, links or not', () => {
    const content = 'a https://x.example/b?c=1 data:x,y mailto:z@example.com end';
    expect(
      messageParts(content)
        .map((part) => part.text)
        .join(''),
    ).toBe(content);
  });
});
