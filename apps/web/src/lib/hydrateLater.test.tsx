import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { allHydrated, HydrateLater, hydrated, hydrating } from './hydrateLater';

function Page({ onTop, onLater }: { onTop: () => void; onLater: () => void }) {
  return (
    <div>
      <button type="button" onClick={onTop}>
        top
      </button>
      <HydrateLater>
        <section>
          <button type="button" onClick={onLater}>
            later
          </button>
        </section>
      </HydrateLater>
    </div>
  );
}

/** The server's HTML in a container, as the browser has it before hydrating. */
function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onTop={() => undefined} onLater={() => undefined} />);
  document.body.append(container);
  return container;
}

const button = (container: HTMLElement, name: string) =>
  Array.from(container.querySelectorAll('button')).find((b) => b.textContent === name)!;

describe('HydrateLater', () => {
  it('keeps the server HTML of its part through the first hydration, and hydrates that same DOM after the rest', async () => {
    const container = serverPage();
    const before = [...container.querySelectorAll('*')];
    const onTop = vi.fn();
    const onLater = vi.fn();

    hydrating();
    act(() => void hydrateRoot(container, <Page onTop={onTop} onLater={onLater} />));
    hydrated();

    // The rest of the page answers at once; the later part shows the server's HTML but does not answer yet.
    expect([...container.querySelectorAll('*')]).toEqual(before);
    button(container, 'top').click();
    expect(onTop).toHaveBeenCalledTimes(1);
    button(container, 'later').click();
    expect(onLater).not.toHaveBeenCalled();

    await act(() => allHydrated());
    expect([...container.querySelectorAll('*')]).toEqual(before);
    button(container, 'later').click();
    expect(onLater).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('renders its part at once outside the first hydration', () => {
    const container = document.createElement('div');
    const onLater = vi.fn();
    act(() => createRoot(container).render(<Page onTop={() => undefined} onLater={onLater} />));
    button(container, 'later').click();
    expect(onLater).toHaveBeenCalledTimes(1);
  });
});
