import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buttonClass } from '@/components/button/button';
import { loadAdminDivisions } from '@/lib/admin-divisions';
import { customer, homeAddress } from '@test/pwa/fixtures';
import { serveAddressBook } from '@test/pwa/handlers/addresses';
import { renderWithClient } from '@test/pwa/render';
import { AddressCard } from './address-card';

const home = homeAddress;

// The divisions are a lazy chunk; loading it once here keeps the tests about the form.
beforeAll(() => loadAdminDivisions(), 30_000);

async function openNewAddress() {
  const rendered = renderWithClient(<AddressCard owner={customer} />);
  await screen.findByText('Хүргэлтийн хаяг бүртгэгдээгүй байна');
  await rendered.user.click(screen.getByRole('button', { name: 'Шинэ хаяг нэмэх' }));
  const dialog = await screen.findByRole('dialog', { name: 'Шинэ хаяг нэмэх' });
  await waitFor(() => expect(within(dialog).getByLabelText('Хот / аймаг')).toBeEnabled());
  return { ...rendered, dialog };
}

/** The card over an address book holding `home`, with one of that address's dialogs open. */
async function openSavedAddress(button: 'Засах' | 'Устгах', dialogName: string) {
  const sent = serveAddressBook([home]);
  const rendered = renderWithClient(<AddressCard owner={customer} />);
  const item = await screen.findByRole('listitem', { name: 'Б. Болд' });
  await rendered.user.click(within(item).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { ...rendered, sent, dialog };
}

function optionsOf(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)
    .slice(1);
}

describe('delivery addresses', () => {
  it('fills the district and sub-district lists from the choice above', async () => {
    serveAddressBook();
    const { user, dialog } = await openNewAddress();
    const city = within(dialog).getByLabelText('Хот / аймаг');
    const district = within(dialog).getByLabelText('Дүүрэг / сум');
    expect(district).toBeDisabled();
    expect(optionsOf(city)).toHaveLength(22);

    await user.selectOptions(city, 'Улаанбаатар');
    expect(optionsOf(district)).toHaveLength(9);
    await user.selectOptions(district, 'Хан-Уул');
    const khoroo = within(dialog).getByLabelText('Хороо / баг');
    expect(optionsOf(khoroo)).toHaveLength(25);
    await user.selectOptions(khoroo, '25-р хороо');

    // A new city clears the district and khoroo chosen for the old one.
    await user.selectOptions(city, 'Дорноговь');
    expect(district).toHaveValue('');
    expect(optionsOf(district)).toContain('Замын-Үүд');
    await user.selectOptions(district, 'Замын-Үүд');
    // A soum's bag is typed.
    expect(within(dialog).getByLabelText('Хороо / баг').tagName).toBe('INPUT');
  });

  it('validates the address before saving', async () => {
    const sent = serveAddressBook();
    const { user, dialog } = await openNewAddress();
    await user.clear(within(dialog).getByLabelText('Нэр'));
    await user.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(within(dialog).getByText('Нэр оруулна уу')).toBeInTheDocument();
    expect(within(dialog).getByText('Хот / аймаг оруулна уу')).toBeInTheDocument();
    expect(within(dialog).getByText('Дүүрэг / сум оруулна уу')).toBeInTheDocument();
    expect(within(dialog).getByText('Хороо / баг оруулна уу')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('adds an address addressed to the customer by default, then lists it', async () => {
    const sent = serveAddressBook();
    const { user, dialog } = await openNewAddress();
    await user.click(within(dialog).getByLabelText('Ажил'));
    await user.selectOptions(within(dialog).getByLabelText('Хот / аймаг'), 'Улаанбаатар');
    await user.selectOptions(within(dialog).getByLabelText('Дүүрэг / сум'), 'Баянзүрх');
    await user.selectOptions(within(dialog).getByLabelText('Хороо / баг'), '26-р хороо');
    await user.type(within(dialog).getByLabelText('Нэмэлт тайлбар'), '3 давхар');
    await user.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));

    expect(await screen.findByText('Мэдээлэл амжилттай өөрчлөгдлөө')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          type: 'JOB',
          firstName: 'Болд',
          lastName: 'Батын',
          phone: '99001122',
          city: 'Улаанбаатар',
          district: 'Баянзүрх',
          subdistrict: '26-р хороо',
          note: '3 давхар',
        },
      },
    ]);
    expect(await screen.findByText('Улаанбаатар, Баянзүрх, 26-р хороо')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits an address starting from its saved values', async () => {
    const { sent, user, dialog } = await openSavedAddress('Засах', 'Хаяг засах');
    await waitFor(() => expect(within(dialog).getByLabelText('Хороо / баг')).toHaveValue('1-р хороо'));
    expect(within(dialog).getByLabelText('Гэр')).toBeChecked();
    expect(within(dialog).getByLabelText('Нэмэлт тайлбар')).toHaveValue('Орц 2');

    await user.selectOptions(within(dialog).getByLabelText('Хороо / баг'), '7-р хороо');
    await user.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Улаанбаатар, Сүхбаатар, 7-р хороо')).toBeInTheDocument();
    const { id: _id, ...saved } = home;
    expect(sent).toEqual([{ method: 'PUT', body: { ...saved, subdistrict: '7-р хороо' } }]);
  });

  it('deletes an address after asking', async () => {
    const { sent, user, dialog } = await openSavedAddress('Устгах', 'Хаяг устгах');
    expect(sent).toHaveLength(0);
    // A step that cannot be taken back is red, not the usual blue.
    const dangerClasses = buttonClass({ variant: 'danger' }).split(' ');
    expect(within(dialog).getByRole('button', { name: 'Устгах' })).toHaveClass(...dangerClasses);
    await user.click(within(dialog).getByRole('button', { name: 'Устгах' }));
    expect(await screen.findByText('Хүргэлтийн хаяг бүртгэгдээгүй байна')).toBeInTheDocument();
    expect(screen.getByText('Хаяг устгагдлаа')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE' }]);
  });
});
