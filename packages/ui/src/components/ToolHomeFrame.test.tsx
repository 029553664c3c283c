// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withItalics } from './ToolHomeFrame.tsx';

afterEach(cleanup);

describe('withItalics', () => {
  it('sets *words* in italics and keeps the rest as text', () => {
    const { container } = render(<p>{withItalics('against *E. coli* and *S. aureus*.')}</p>);
    expect(container.textContent).toBe('against E. coli and S. aureus.');
    expect([...container.querySelectorAll('i')].map((i) => i.textContent)).toEqual([
      'E. coli',
      'S. aureus',
    ]);
  });

  it('leaves text without asterisks alone', () => {
    const { container } = render(<p>{withItalics('Plain text.')}</p>);
    expect(container.innerHTML).toBe('<p>Plain text.</p>');
  });
});
