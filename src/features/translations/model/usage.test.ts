// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keyUsage } from './usage';

const routes = [
  {
    id: 'services.list',
    path: '/services',
    namespaces: ['services'],
    menu: { labelKey: 'services:menu.services' },
  },
  { id: 'services.edit', path: '/service/:id/edit', namespaces: ['services'] },
  { id: 'login', path: '/login' },
];
const shared = ['common', 'ui', 'validation', 'http'];

describe('keyUsage', () => {
  it.each([
    ['services', 'menu.services', { kind: 'menu', path: '/services' }],
    ['services', 'list.title', { kind: 'screens', paths: ['/services', '/service/:id/edit'] }],
    ['common', 'app.tagline', { kind: 'everywhere' }],
    ['legal-use', 'title', { kind: 'unbound' }],
  ])('%s:%s -> %j', (namespace, key, expected) => {
    expect(keyUsage({ namespace, key, routes, shared })).toEqual(expected);
  });
});
