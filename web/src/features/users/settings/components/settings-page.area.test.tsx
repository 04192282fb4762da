import { areaMessages, profileMessages } from '@swapsies/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal } from '@/testing/api.tsx';
import { renderSettingsPage, toasts } from '@/testing/settings.tsx';

const areaSection = () => screen.findByRole('region', { name: areaMessages.areaTitle });
const postcodeInput = () => screen.getByRole('textbox', { name: areaMessages.postcodeLabel });
const radiusChoice = () => screen.getByRole('combobox', { name: areaMessages.radiusTitle });

describe('your area', () => {
  it('sets the area from a postcode, showing its district and town', async () => {
    const { user, api } = renderSettingsPage();
    const section = await areaSection();
    expect(within(section).getByText(areaMessages.areaNone)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: areaMessages.removeArea })).not.toBeInTheDocument();
    await user.type(postcodeInput(), ' ls6 2ab {Enter}');
    await waitFor(() => expect(api.callsTo('updateUser')).toHaveLength(1));
    expect(api.callsTo('updateUser')[0]?.body).toEqual({ Postcode: 'ls6 2ab' });
    expect(await within(section).findByText('LS6 · Leeds')).toBeInTheDocument();
    expect(postcodeInput()).toHaveValue('');
    expect(toasts()).toHaveTextContent(areaMessages.areaSaved);
  });

  it('removes the area', async () => {
    const { user, api } = renderSettingsPage({}, { dashboard: { Area: { District: 'LS6', Town: 'Leeds' } } });
    const section = await areaSection();
    expect(within(section).getByText('LS6 · Leeds')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: areaMessages.removeArea }));
    expect(await within(section).findByText(areaMessages.areaNone)).toBeInTheDocument();
    expect(api.callsTo('updateUser')[0]?.body).toEqual({ Postcode: '' });
    expect(toasts()).toHaveTextContent(areaMessages.areaRemoved);
  });

  it('says what is wrong with a postcode before sending it', async () => {
    const { user, api } = renderSettingsPage();
    await areaSection();
    await user.type(postcodeInput(), 'not a postcode{Enter}');
    expect(postcodeInput()).toHaveAccessibleDescription(expect.stringContaining(areaMessages.postcodeInvalid));
    expect(postcodeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(postcodeInput()).toHaveFocus();
    expect(api.callsTo('updateUser')).toHaveLength(0);
  });

  it("shows the server's refusal under the field", async () => {
    const { user } = renderSettingsPage();
    const section = await areaSection();
    // A postcode in a district the server has no centroid for (the stand-in knows LS6, LS1 and BD1).
    await user.type(postcodeInput(), 'ZE2 9AA');
    await user.click(within(section).getByRole('button', { name: areaMessages.savePostcode }));
    expect(await within(section).findByText(areaMessages.postcodeUnknown)).toBeInTheDocument();
    expect(postcodeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByText(areaMessages.areaNone)).toBeInTheDocument();
  });

  it('puts the focus in the postcode field when opened at #area, as "Set your area" does', async () => {
    renderSettingsPage({}, { entry: '/profile#area' });
    await areaSection();
    await waitFor(() => expect(postcodeInput()).toHaveFocus());
  });

  it('saves how far to look as soon as it is chosen', async () => {
    const { user, api } = renderSettingsPage();
    await areaSection();
    expect(radiusChoice()).toHaveValue('10');
    expect(
      within(radiusChoice())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Within 1 mile', 'Within 3 miles', 'Within 5 miles', 'Within 10 miles', 'Within 25 miles', 'Anywhere']);
    await user.selectOptions(radiusChoice(), 'Anywhere');
    await waitFor(() => expect(api.callsTo('updateUser')).toHaveLength(1));
    expect(api.callsTo('updateUser')[0]?.body).toEqual({ SearchRadius: 0 });
    expect(await screen.findByText(profileMessages.settingsUpdated)).toBeInTheDocument();
    expect(radiusChoice()).toHaveValue('0');
  });

  it('puts the radius back when the server refuses', async () => {
    const { user } = renderSettingsPage({ updateUser: refusal(500, 'INTERNAL_ERROR') });
    await areaSection();
    await user.selectOptions(radiusChoice(), 'Within 3 miles');
    expect(await screen.findByText(profileMessages.updateFailed)).toBeInTheDocument();
    expect(radiusChoice()).toHaveValue('10');
  });

  it("shows a charity's area from its address, with no postcode to type", async () => {
    renderSettingsPage({}, { dashboard: { Type: 2, Area: { District: 'LS1', Town: 'Leeds' } } });
    const section = await areaSection();
    expect(within(section).getByText('LS1 · Leeds')).toBeInTheDocument();
    expect(within(section).getByText(areaMessages.charityPostcode)).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(radiusChoice()).toBeInTheDocument();
  });
});
