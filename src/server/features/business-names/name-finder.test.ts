import { describe, expect, it } from 'vitest';
import { checkDocumentText } from './name-check.ts';
import { findBusinessNames } from './name-finder.ts';

// A firm's name broken over two lines after "&" was listed as two names, "Brindley &" from the
// letterhead and "Hart Cars Ltd" from the second line.
describe('a business name wrapped over a line', () => {
  const wrapped = 'Brindley &\nHart Cars Ltd';

  it('is one name when it is the dealership’s own', () => {
    const registeredName = 'Brindley & Hart Cars Ltd';
    expect(findBusinessNames(wrapped, { registeredName })).toEqual(['Brindley & Hart Cars Ltd']);
    expect(checkDocumentText(wrapped, registeredName).corrections).toEqual([]);
  });

  it('is one name when it is another firm’s', () => {
    const names = findBusinessNames(`Sold to\n${wrapped}\nof Birmingham`, {
      registeredName: 'Kestrel Vale Motors Ltd',
    });
    expect(names).toEqual(['Brindley & Hart Cars Ltd']);
    expect(names).not.toContain('Hart Cars Ltd');
  });

  it('still gives two names when two firms stand on two lines', () => {
    const options = { registeredName: 'Kestrel Vale Motors Ltd' };
    expect(findBusinessNames('Ardent Motor Finance plc\nHart Cars Ltd', options)).toEqual([
      'Ardent Motor Finance plc',
      'Hart Cars Ltd',
    ]);
    // "and" ends the first line, but a legal suffix before it closed the first name.
    expect(findBusinessNames('Signed for Kestrel Vale Motors Ltd and\nHart Cars Ltd', options)).toEqual([
      'Kestrel Vale Motors Ltd',
      'Hart Cars Ltd',
    ]);
  });
});
