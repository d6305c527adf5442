import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeToast } from '../../lib/toast/toastStore';
import { jsonResponse, renderWithTheme } from '../../test/renderWithTheme';
import { SignUpDialog } from './SignUpDialog';

const fetchMock = vi.fn();

function setup(plan?: string) {
  const onSuccess = vi.fn();
  renderWithTheme(<SignUpDialog open onClose={vi.fn()} onSwitchToSignIn={vi.fn()} onSuccess={onSuccess} plan={plan} />);
  return { user: userEvent.setup(), onSuccess };
}

const submit = () => screen.getByRole('button', { name: 'Create Account' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Work email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'analytical');
  await user.type(screen.getByLabelText('Company name'), 'Analytical Engines');
}

describe('SignUpDialog', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    removeToast();
  });

  it('shows every validation message when submitted empty, and calls no API', async () => {
    const { user } = setup();
    await user.click(submit());
    expect(await screen.findByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Company name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('applies each minimum length at its boundary', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('First name'), 'A');
    await user.type(screen.getByLabelText('Last name'), 'L');
    await user.type(screen.getByLabelText('Work email'), 'ada@example');
    await user.type(screen.getByLabelText('Password'), '1234567');
    await user.type(screen.getByLabelText('Company name'), 'X');
    await user.click(submit());

    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Company name must be at least 2 characters')).toBeInTheDocument();
    // A one-letter first name is accepted (the specification gives it no effective minimum).
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Last name'), 'o');
    await user.type(screen.getByLabelText('Work email'), '.com');
    await user.type(screen.getByLabelText('Password'), '8');
    await user.type(screen.getByLabelText('Company name'), 'Y');
    expect(screen.queryByText('Last name must be at least 2 characters')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
    expect(screen.queryByText('Company name must be at least 2 characters')).not.toBeInTheDocument();
  });

  it('creates the account and announces the verification code', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { user: { id: '1' }, message: 'Account created' }));
    const { user, onSuccess } = setup();
    await fillValid(user);
    await user.click(submit());

    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(screen.getByText('Please check your email for the verification code.')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith('ada@example.com');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/signup');
    expect(JSON.parse(init.body)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical',
      companyName: 'Analytical Engines',
    });
  });

  it("joins the server's errors list with ', '", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { statusCode: 400, message: 'Email is taken', errors: ['Email is taken', 'Company name is taken'] }),
    );
    const { user, onSuccess } = setup();
    await fillValid(user);
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Signup failed')).toBeInTheDocument();
    expect(within(alert).getByText('Email is taken, Company name is taken')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('uses the message when there is no errors list', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { statusCode: 409, message: 'An account with this email already exists' }));
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  });

  it("falls back to 'Something went wrong'", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500, statusText: '' }));
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('reminds the visitor of the plan picked on the pricing grid', () => {
    setup('professional');
    expect(screen.getByText('Professional plan')).toBeInTheDocument();
  });
});
