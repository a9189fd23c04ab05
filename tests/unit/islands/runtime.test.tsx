import { render, screen } from '@testing-library/react';
import { options, type VNode } from 'preact';
import { version as compatVersion } from 'preact/compat';
import { version } from 'react';

/**
 * This folder's tests run the islands on the runtime the reading pages ship (vitest.config.ts,
 * the "islands" project): were React itself to render them, these would fail.
 */
describe('the islands’ tests', () => {
  it('import React as preact/compat', () => {
    expect(version).toBe(compatVersion);
  });

  it('render components with Preact, through Testing Library', () => {
    function Greeting() {
      return <p>Hello</p>;
    }
    const diffed: VNode['type'][] = [];
    const previous = options.diffed;
    options.diffed = (vnode) => {
      diffed.push(vnode.type);
      previous?.(vnode);
    };
    try {
      render(<Greeting />);
    } finally {
      options.diffed = previous;
    }
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(diffed).toContain(Greeting);
  });
});
