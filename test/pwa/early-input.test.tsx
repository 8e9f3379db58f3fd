import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_SUBMIT_ATTRIBUTE, FORM_READY_EVENT, HELD_SUBMIT_ATTRIBUTE } from '@contract/early-input';
import { EARLY_INPUT_SCRIPT } from '@contract/early-input-script';
import type { ParcelCheckResponse } from '@contract';
import { TextField } from '@/components/text-field/text-field';
import { ParcelSearch } from '@/features/parcel-lookup/components/parcel-search';
import { sendHeldSearch } from '@/features/parcel-lookup/held-search';
import { useForm } from '@/hooks/use-form';
import { forgetTextTypedBefore, keepTextTypedBefore, takeTextTypedBefore } from '@/lib/typed-before-render';
import { serveParcelChecks } from './handlers/parcel-checks';
import { testQueryClient } from './render';

/*
 * A prerendered screen before its JavaScript has run, then taken over: the server's HTML is put in
 * the page, the person types and taps, and only then does React hydrate it. The page's inline guard
 * (contract/early-input-script.ts) runs first, as it does in the real page's head.
 */

const found: ParcelCheckResponse = {
  total: 1,
  list: [{ trackCode: 'YT7512345678901', price: 12300, status: 'RECEIVED', updatedAt: '2026-11-18T05:00:00.000Z' }],
};

beforeAll(() => {
  new Function(EARLY_INPUT_SCRIPT)();
});

/** The server's HTML of `ui` in a fresh container, and the function that hydrates it there. */
function prerendered(ui: () => ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui());
  return {
    container,
    hydrate: async () => {
      await act(async () => {
        render(ui(), { container, hydrate: true });
      });
    },
  };
}

/** Types into an element of the server's HTML, as the browser does before any script of the app has run. */
function typeBeforeApp(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** `ui` in a query client of its own, which the test can reach as main.tsx reaches the app's. */
function withClient(ui: ReactElement) {
  const queryClient = testQueryClient();
  return Object.assign(() => <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, { queryClient });
}

/** A repeat visit: a service worker controls the page, so the guard holds a submit for the app. */
function controlledByServiceWorker(controlled: boolean) {
  Object.defineProperty(navigator, 'serviceWorker', { value: controlled ? { controller: {} } : undefined, configurable: true });
}

describe('the home search before the app has started, on a first visit', () => {
  it("lets the browser's own submit go at once: the server answers it in the page", () => {
    controlledByServiceWorker(false);
    const form = document.body.appendChild(document.createElement('form'));
    form.setAttribute(EARLY_SUBMIT_ATTRIBUTE, 'parcel-search');
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(document.documentElement).not.toHaveAttribute(HELD_SUBMIT_ATTRIBUTE);
    form.remove();
  });
});

describe('the home search before the app has started, on a repeat visit (a service worker in charge)', () => {
  beforeEach(() => controlledByServiceWorker(true));
  afterEach(() => controlledByServiceWorker(false));

  it('holds a search tapped meanwhile, asks it of the API at the tap, and shows that answer once the app has the form', async () => {
    const asked = serveParcelChecks(() => found);
    const ui = withClient(<ParcelSearch />);
    const page = prerendered(ui);
    const html = within(page.container);

    html.getByRole<HTMLInputElement>('radio', { name: 'Трак кодоор' }).click();
    typeBeforeApp(html.getByRole('textbox', { name: 'Утасны дугаар' }), 'yt7512345678901');
    const button = html.getByRole('button', { name: 'Хайх' });
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    button.closest('form')!.dispatchEvent(submit);

    // Not the browser's own submit (a reload of the page with the text in its address): the search
    // itself goes to the API at once, with the code as the app would send it.
    expect(submit.defaultPrevented).toBe(true);
    expect(document.documentElement).toHaveAttribute(HELD_SUBMIT_ATTRIBUTE);
    await waitFor(() => expect(asked).toEqual([{ trackCode: 'YT7512345678901' }]));
    // Said as the spinner shows it, in the button's own pending words.
    await waitFor(() => expect(document.querySelector('body > [role="status"]')).toHaveTextContent('Хайж байна…'));

    // As src/main.tsx does when a submit is held: the app takes the guard's request over, then hydrates.
    sendHeldSearch(ui.queryClient);
    await page.hydrate();

    const dialog = await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
    // Asked once: the app's own submit found the guard's answer.
    expect(asked).toEqual([{ trackCode: 'YT7512345678901' }]);
    expect(dialog).toHaveTextContent('YT7512345678901');
    expect(document.documentElement).not.toHaveAttribute(HELD_SUBMIT_ATTRIBUTE);
    await waitFor(() => expect(document.querySelector('body > [role="status"]')).toBeEmptyDOMElement());
    // The field the app now shows is the one for the chosen mode, with the text typed.
    expect(screen.getByRole('radio', { name: 'Трак кодоор' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Трак код' })).toHaveValue('yt7512345678901');
  });

  it('leaves a submit after the app has the form to the app alone, sent once', async () => {
    const asked = serveParcelChecks(() => found);
    const page = prerendered(withClient(<ParcelSearch />));
    await page.hydrate();

    const user = userEvent.setup();
    await user.type(within(page.container).getByRole('textbox', { name: 'Утасны дугаар' }), '9911 2233');
    await user.click(within(page.container).getByRole('button', { name: 'Хайх' }));

    await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
    expect(asked).toEqual([{ phone: '99112233' }]);
    expect(document.documentElement).not.toHaveAttribute(HELD_SUBMIT_ATTRIBUTE);
  });

  it('sends a search held meanwhile, with its mode and text, through the form of a screen the app drew afresh', async () => {
    const asked = serveParcelChecks(() => found);
    const ui = withClient(<ParcelSearch />);
    const page = prerendered(ui);
    const html = within(page.container);
    html.getByRole<HTMLInputElement>('radio', { name: 'Трак кодоор' }).click();
    typeBeforeApp(html.getByRole('textbox', { name: 'Утасны дугаар' }), 'yt7512345678901');
    html.getByRole('textbox', { name: 'Утасны дугаар' }).focus();
    html
      .getByRole('button', { name: 'Хайх' })
      .closest('form')!
      .dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(document.documentElement).toHaveAttribute(HELD_SUBMIT_ATTRIBUTE);

    // As src/main.tsx does for a visitor who chose English: take the held search's request over,
    // keep what was typed, then render afresh.
    sendHeldSearch(ui.queryClient);
    keepTextTypedBefore(page.container);
    await act(async () => {
      render(ui(), { container: page.container });
    });

    await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
    expect(asked).toEqual([{ trackCode: 'YT7512345678901' }]);
    expect(document.documentElement).not.toHaveAttribute(HELD_SUBMIT_ATTRIBUTE);
  });

  it('lets a held submit go when the screen drawn afresh has no form of that name', async () => {
    const earlyForm = (name: string) => {
      const form = document.body.appendChild(document.createElement('form'));
      form.setAttribute(EARLY_SUBMIT_ATTRIBUTE, name);
      return form;
    };
    const served = earlyForm('parcel-search');
    served.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(document.documentElement).toHaveAttribute(HELD_SUBMIT_ATTRIBUTE);

    served.remove();
    const other = earlyForm('another-form');
    const submits: Event[] = [];
    other.addEventListener('submit', (event) => {
      event.preventDefault();
      submits.push(event);
    });
    other.dispatchEvent(new Event(FORM_READY_EVENT, { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(document.documentElement).not.toHaveAttribute(HELD_SUBMIT_ATTRIBUTE);
    expect(submits).toEqual([]);
    other.remove();
  });

  it("sends the browser's own submit when the app's script fails to load", () => {
    const form = document.body.appendChild(document.createElement('form'));
    form.setAttribute(EARLY_SUBMIT_ATTRIBUTE, '');
    const sent = vi.spyOn(form, 'submit').mockImplementation(() => undefined);
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(document.documentElement).toHaveAttribute(HELD_SUBMIT_ATTRIBUTE);

    // A stylesheet that fails is no reason; the module script that fails is.
    document.head.appendChild(document.createElement('link')).dispatchEvent(new Event('error'));
    expect(sent).not.toHaveBeenCalled();
    document.head.appendChild(document.createElement('script')).dispatchEvent(new Event('error'));

    expect(sent).toHaveBeenCalledOnce();
    expect(document.documentElement).not.toHaveAttribute(HELD_SUBMIT_ATTRIBUTE);
    form.remove();
  });

  it('does not touch a form that did not ask for it', () => {
    const form = document.body.appendChild(document.createElement('form'));
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(document.documentElement).not.toHaveAttribute(HELD_SUBMIT_ATTRIBUTE);
  });
});

function Echo() {
  const form = useForm({ widthCm: '' });
  return (
    <>
      <TextField label="Өргөн (см)" {...form.field('widthCm')} />
      <output>{`state: ${form.values.widthCm}`}</output>
    </>
  );
}

describe('a prerendered text field', () => {
  it('hands the app the text typed before it started, which its state had not seen', async () => {
    const page = prerendered(() => <Echo />);
    typeBeforeApp(within(page.container).getByRole('textbox', { name: 'Өргөн (см)' }), '45');
    await page.hydrate();
    expect(screen.getByText('state: 45')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Өргөн (см)' })).toHaveValue('45');
  });

  it("takes back the text and the focus the server's field had when the app draws it afresh", async () => {
    const page = prerendered(() => <Echo />);
    const served = within(page.container).getByRole<HTMLInputElement>('textbox', { name: 'Өргөн (см)' });
    typeBeforeApp(served, '45');
    served.focus();
    keepTextTypedBefore(page.container);
    await act(async () => {
      render(<Echo />, { container: page.container });
    });
    const drawn = screen.getByRole('textbox', { name: 'Өргөн (см)' });
    expect(drawn).not.toBe(served);
    expect(screen.getByText('state: 45')).toBeInTheDocument();
    expect(drawn).toHaveValue('45');
    expect(drawn).toHaveFocus();
  });

  it("keeps text typed into the server's field while the fresh render is still under way, until its commit", async () => {
    const page = prerendered(() => <Echo />);
    const served = within(page.container).getByRole<HTMLInputElement>('textbox', { name: 'Өргөн (см)' });
    // src/main.tsx keeps what is shown, then renders in a transition: the old field takes typing meanwhile.
    keepTextTypedBefore(page.container);
    served.focus();
    typeBeforeApp(served, '4');
    typeBeforeApp(served, '45');
    await act(async () => {
      render(<Echo />, { container: page.container });
    });
    const drawn = screen.getByRole('textbox', { name: 'Өргөн (см)' });
    expect(drawn).not.toBe(served);
    expect(drawn).toHaveValue('45');
    expect(screen.getByText('state: 45')).toBeInTheDocument();
    expect(drawn).toHaveFocus();
  });

  it("stops keeping once the app has started: text typed later is the fields' own", () => {
    const page = prerendered(() => <input name="later" aria-label="later" />);
    keepTextTypedBefore(page.container);
    forgetTextTypedBefore();
    typeBeforeApp(within(page.container).getByRole('textbox', { name: 'later' }), 'typed after');
    expect(takeTextTypedBefore('later').text).toBeUndefined();
    page.container.remove();
  });

  it('forgets, once the app has started, text kept for a field it did not draw', async () => {
    const page = prerendered(() => (
      <>
        <Echo />
        <input name="gone" aria-label="gone" />
      </>
    ));
    typeBeforeApp(within(page.container).getByRole('textbox', { name: 'gone' }), 'left over');
    keepTextTypedBefore(page.container);
    forgetTextTypedBefore();
    expect(takeTextTypedBefore('gone').text).toBeUndefined();
    page.container.remove();
  });

  it('changes nothing when nothing was typed', async () => {
    const page = prerendered(() => <Echo />);
    await page.hydrate();
    expect(screen.getByText('state:')).toBeInTheDocument();
  });
});
