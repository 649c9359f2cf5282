import { beforeEach, describe, expect, it } from 'vitest';
import type { Service } from '../../../entities/service/contract';
import { db, resetDemoApi } from '../../db';
import { SERVICE } from './seed';
import { errorsOf, json, operator, operatorDecision, seller, send } from './testkit';

/** Validate and refuse name the version the operator saw (DECISIONS.md "Catalogue"). */
beforeEach(() => resetDemoApi());

const CREW_MEALS = SERVICE.rivieraCrewMeals;
const record = () => db.services.find((service) => service.id === CREW_MEALS);

describe('an operator’s decision names the version it saw', () => {
  it('is refused without a version, or with one that is no instant', async () => {
    const session = await operator();
    const path = `api/product/${CREW_MEALS}`;
    // No body at all, as a client from before this rule sends.
    const bare = await send(session, 'PATCH', `${path}/validate`);
    expect(await errorsOf(bare)).toEqual({ updatedAt: ['validator.required'] });
    const notInstant = await send(session, 'PATCH', `${path}/validate`, { updatedAt: 'yesterday' });
    expect(await errorsOf(notInstant)).toEqual({ updatedAt: ['validator.date'] });
    const refusal = await send(session, 'PATCH', `${path}/refuse`, { reason: '' });
    expect(await errorsOf(refusal)).toEqual({
      reason: ['validator.required'],
      updatedAt: ['validator.required'],
    });
    expect(record()).toMatchObject({ validationState: 'awaiting_validation' });
  });

  it('answers 409 to a refusal of a version changed since, and refuses the current one', async () => {
    const seen = await json<Service>(
      await send(await operator(), 'GET', `api/operator/product/${CREW_MEALS}`),
    );
    await json(
      await send(await seller(), 'PATCH', `api/product/${CREW_MEALS}`, { visible: false }),
    );
    const stale = await send(await operator(), 'PATCH', `api/product/${CREW_MEALS}/refuse`, {
      reason: 'Photos missing',
      updatedAt: seen.updatedAt,
    });
    expect(await json(stale, 409)).toMatchObject({ message: 'errors.product.changed' });
    expect(record()).toMatchObject({ validationState: 'awaiting_validation', refusalReason: null });
    const refused = await json<Service>(
      await operatorDecision(CREW_MEALS, 'refuse', { reason: 'Photos missing' }),
    );
    expect(refused).toMatchObject({ validationState: 'refused', refusalReason: 'Photos missing' });
  });

  it('gives two changes within one millisecond two versions', async () => {
    const path = `api/product/${CREW_MEALS}`;
    const first = await json<Service>(
      await send(await seller(), 'PATCH', path, { visible: false }),
    );
    const second = await json<Service>(
      await send(await seller(), 'PATCH', path, { visible: true }),
    );
    expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
  });

  it('a stale screen reloads before learning the service was decided meanwhile', async () => {
    const seen = await json<Service>(
      await send(await operator(), 'GET', `api/operator/product/${CREW_MEALS}`),
    );
    await json(await operatorDecision(CREW_MEALS, 'validate'));
    const late = await send(await operator(), 'PATCH', `api/product/${CREW_MEALS}/validate`, {
      updatedAt: seen.updatedAt,
    });
    expect(await json(late, 409)).toMatchObject({ message: 'errors.product.changed' });
    // With the version it now reads, there is nothing to decide.
    const again = await operatorDecision(CREW_MEALS, 'validate');
    expect(await json(again, 400)).toMatchObject({
      message: 'errors.product_not_awaiting_validation',
    });
  });
});
