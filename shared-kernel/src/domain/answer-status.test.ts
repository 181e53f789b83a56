import { answerStatus } from './answer-status';

describe('answerStatus', () => {
  it('reads the status of an answered call, and null for one that got no answer', () => {
    expect(answerStatus({ response: { status: 404, data: {} } })).toBe(404);
    for (const unanswered of [
      new Error('Network Error'),
      { response: undefined },
      { response: { status: '500' } },
      null,
      'x',
    ])
      expect(answerStatus(unanswered)).toBeNull();
  });
});
