import { readFailure } from './read-failure';

const refused = (status: number, data: Record<string, unknown>) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data } });
const wording = { fallback: 'Could not save', noAnswer: 'No answer: try again' };

describe('readFailure', () => {
  it("puts each field the refusal names on the form's field of that name (the last part of its path)", () => {
    const error = refused(400, {
      is_success: false,
      message: 'City is required',
      code: 'VALIDATION_FAILED',
      fields: { 'addressInfo.city': ['City is required', 'City is too short'], zipcode: ['ZIP is required'] },
    });
    expect(readFailure(error, {}, wording)).toEqual({
      errors: { city: 'City is required', zipcode: 'ZIP is required' },
      message: 'City is required',
    });
  });

  it("renames API fields to the form's, and puts a refusal of a listed code on its field", () => {
    const error = refused(422, { is_success: false, message: 'Wrong password', code: 'WRONG_PASSWORD' });
    expect(readFailure<'old'>(error, { byCode: { WRONG_PASSWORD: 'old' } }, wording).errors).toEqual({
      old: 'Wrong password',
    });
    const named = refused(400, {
      is_success: false,
      message: 'x',
      code: 'VALIDATION_FAILED',
      fields: { cpassword: ['Old password is required'] },
    });
    expect(readFailure<'old'>(named, { renamed: { cpassword: 'old' } }, wording).errors).toEqual({
      old: 'Old password is required',
    });
  });

  it("takes the form's wording for a refusal without a message, and for a call that got no answer", () => {
    expect(readFailure(refused(500, {}), {}, wording)).toEqual({ errors: {}, message: 'Could not save' });
    const network = Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
    expect(readFailure(network, {}, wording)).toEqual({ errors: {}, message: 'No answer: try again' });
  });
});
