import { describe, expect, it } from 'vitest';
import { resourcePaths, route } from '@/lib/pathBuilder';
import { resourceActions } from '@/lib/ui/controllers/resource/resourceActions';
import { defineResource } from './defineResource';

const page = () => Promise.resolve({ default: () => null });
const icon = () => Promise.resolve({ default: () => null });

const crews = defineResource({
  id: 'fleet.crews',
  subject: 'CREW',
  namespaces: ['fleet'],
  paths: resourcePaths('/crews', '/crews'),
  endpoint: 'api/crew-member',
  tag: 'CrewMember',
  listKey: 'crewMembers',
  pages: { list: page, form: page, show: page },
  menu: { labelKey: 'fleet:menu.crews', icon, group: 'organization', order: 30 },
});

describe('defineResource', () => {
  it('gives the route rows: the list with its menu entry, one form page in three modes, the show page', () => {
    expect(
      crews.routes.map(({ id, path, permission, formMode, namespaces, menu }) => ({
        id,
        path,
        permission,
        formMode,
        namespaces,
        menu: menu?.labelKey,
      })),
    ).toEqual([
      {
        id: 'fleet.crews.list',
        path: '/crews',
        permission: 'CREW_VIEW',
        namespaces: ['fleet'],
        menu: 'fleet:menu.crews',
      },
      {
        id: 'fleet.crews.add',
        path: '/crews/add',
        permission: 'CREW_ADD',
        formMode: 'add',
        namespaces: ['fleet'],
      },
      {
        id: 'fleet.crews.edit',
        path: '/crews/:id/edit',
        permission: 'CREW_EDIT',
        formMode: 'edit',
        namespaces: ['fleet'],
      },
      {
        id: 'fleet.crews.duplicate',
        path: '/crews/:id/duplicate',
        permission: 'CREW_ADD',
        formMode: 'duplicate',
        namespaces: ['fleet'],
      },
      {
        id: 'fleet.crews.show',
        path: '/crews/:id/show',
        permission: 'CREW_VIEW',
        namespaces: ['fleet'],
      },
    ]);
    const [, add, edit] = crews.routes;
    expect(add?.page).toBe(edit?.page);
  });

  it('leaves out the screens a resource has not: a list edited in dialogs is one row', () => {
    const rates = defineResource({
      id: 'rates',
      subject: 'NEGOTIATED_RATE',
      rights: { add: 'NEGOTIATED_RATE_EDIT', delete: 'NEGOTIATED_RATE_EDIT' },
      namespaces: ['rates'],
      paths: { list: route('/negotiated-rates') },
      endpoint: 'api/negotiated-rate',
      tag: 'NegotiatedRate',
      listKey: 'negotiatedRates',
      pages: { list: page },
    });
    expect(rates.routes.map((row) => row.id)).toEqual(['rates.list']);
    expect(rates.routes[0]?.menu).toBeUndefined();
    expect(rates.rights).toEqual({
      view: 'NEGOTIATED_RATE_VIEW',
      add: 'NEGOTIATED_RATE_EDIT',
      edit: 'NEGOTIATED_RATE_EDIT',
      delete: 'NEGOTIATED_RATE_EDIT',
    });
  });

  it('loads its pages from one views module, the form page one loader for three modes', async () => {
    const List = () => null;
    const Form = () => null;
    let loads = 0;
    const declared = defineResource({
      id: 'viewed',
      subject: 'CREW',
      namespaces: ['fleet'],
      paths: resourcePaths('/viewed', '/viewed'),
      endpoint: 'api/viewed',
      tag: 'Viewed',
      listKey: 'viewed',
      views: () => {
        loads += 1;
        return Promise.resolve({ default: { list: List, form: Form } });
      },
    });
    const [list, add, edit, duplicate, show] = declared.routes;
    expect(add?.page).toBe(edit?.page);
    expect(duplicate?.page).toBe(edit?.page);
    expect((await list?.page())?.default).toBe(List);
    expect((await add?.page())?.default).toBe(Form);
    expect(loads).toBe(2);
    // A declared path whose view the module lacks fails when opened, naming what is missing.
    await expect(show?.page()).rejects.toThrow('Resource viewed has no show view');
  });

  it('refuses a subject the permission catalogue does not know', () => {
    expect(() =>
      defineResource({
        id: 'x',
        subject: 'NO_SUCH_SUBJECT',
        namespaces: [],
        paths: { list: route('/x') },
        endpoint: 'api/x',
        tag: 'X',
        listKey: 'xs',
        pages: { list: page },
      }),
    ).toThrow('No permission key NO_SUCH_SUBJECT_VIEW');
  });
});

describe('resourceActions', () => {
  const row = { id: 7 };

  it('links show, edit and duplicate to the declared paths, each with its right, and deletes by id', () => {
    const removed: number[] = [];
    const actions = resourceActions(crews, {
      remove: (id) => {
        removed.push(id);
        return { unwrap: () => Promise.resolve(null) };
      },
      afterDelete: '/crews',
    });
    expect(
      actions.map((action) => [
        action.kind,
        action.permission,
        'to' in action ? action.to(row) : action.kind === 'delete' && action.redirectTo,
      ]),
    ).toEqual([
      ['show', 'CREW_VIEW', '/crews/7/show'],
      ['edit', 'CREW_EDIT', '/crews/7/edit'],
      ['duplicate', 'CREW_ADD', '/crews/7/duplicate'],
      ['delete', 'CREW_DELETE', '/crews'],
    ]);
    const remove = actions.find((action) => action.kind === 'delete');
    if (remove?.kind === 'delete') void remove.remove(row);
    expect(removed).toEqual([7]);
  });

  it('offers no delete without its call, and no link to a screen the resource has not', () => {
    const listOnly = { ...crews, paths: { list: crews.paths.list, edit: crews.paths.edit } };
    expect(resourceActions(listOnly).map((action) => action.kind)).toEqual(['edit']);
  });
});
