import {
  FIRST_PAINT_ANSWERS_ID,
  firstPaintAnswer,
  renderWithAnswers,
  resetFirstPaintAnswers,
} from './first-paint-answers';

const putInPage = (text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PAINT_ANSWERS_ID;
  element.textContent = text;
  document.body.append(element);
};

describe('first paint answers', () => {
  afterEach(() => {
    document.getElementById(FIRST_PAINT_ANSWERS_ID)?.remove();
    resetFirstPaintAnswers();
    jest.useRealTimers();
  });

  it('reads the answers the server wrote into the page, by key', () => {
    putInPage(JSON.stringify({ menu: [{ id: 1 }], empty: null }));
    expect(firstPaintAnswer('menu')).toEqual({ value: [{ id: 1 }] });
    expect(firstPaintAnswer('empty')).toEqual({ value: null });
    expect(firstPaintAnswer('other')).toBeUndefined();
  });

  it('has none without the element, or with a broken one', () => {
    expect(firstPaintAnswer('menu')).toBeUndefined();
    resetFirstPaintAnswers();
    putInPage('{not json');
    expect(firstPaintAnswer('menu')).toBeUndefined();
  });

  it('stops giving them 10 s after the page read them: a later visit asks afresh', () => {
    jest.useFakeTimers({ now: 5_000_000 });
    putInPage(JSON.stringify({ menu: 'kept' }));
    expect(firstPaintAnswer('menu')).toEqual({ value: 'kept' });
    jest.setSystemTime(5_000_000 + 10_001);
    expect(firstPaintAnswer('menu')).toBeUndefined();
  });

  it('answers from the server render under way, and only while it runs', () => {
    putInPage(JSON.stringify({ menu: 'from the page' }));
    const seen = renderWithAnswers(new Map([['menu', 'from the server']]), () => firstPaintAnswer('menu'));
    expect(seen).toEqual({ value: 'from the server' });
    expect(firstPaintAnswer('menu')).toEqual({ value: 'from the page' });
  });
});
