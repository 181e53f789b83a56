import { toErrorAnswer } from '../plugins/error-handler';
import { AppError, isDatabaseUnavailable, isUniqueViolation } from './errors';

describe('error answers', () => {
  it('passes an AppError through with its fields', () => {
    const answer = toErrorAnswer(new AppError(400, 'VALIDATION_FAILED', 'Bad', { a: ['x'] }));
    expect(answer).toEqual({
      statusCode: 400,
      body: { is_success: false, message: 'Bad', code: 'VALIDATION_FAILED', fields: { a: ['x'] } },
    });
  });

  it('hides internals of unexpected errors', () => {
    const answer = toErrorAnswer(new Error('relation "customers" does not exist at SELECT * FROM customers'));
    expect(answer.statusCode).toBe(500);
    expect(JSON.stringify(answer.body)).not.toMatch(/customers|SELECT/);
  });

  it('answers 503 when the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(toErrorAnswer(refused)).toMatchObject({ statusCode: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
  });

  it('recognises unique violations by constraint, from pg or PGlite', () => {
    const error = { code: '23505', constraint: 'orders_customer_po_key', message: 'duplicate key' };
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'orders_customer_po_key')).toBe(true);
    expect(isUniqueViolation(error, 'orders_idempotency_key')).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
  });
});
