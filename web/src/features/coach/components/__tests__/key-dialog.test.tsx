import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadApiKey, MSG_KEY_PREFIX, MSG_KEY_REQUIRED, MSG_KEY_SAVED, saveApiKey } from '@/lib/ai-key';

import { KeyDialog } from '../key-dialog';

const KEY = 'sk-ant-api03-abcdefghijklmnop';

function open() {
  const onClose = vi.fn();
  const onKeyChange = vi.fn();
  render(<KeyDialog onClose={onClose} onKeyChange={onKeyChange} />);
  const input = screen.getByLabelText('Claude API key');
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { onClose, onKeyChange, input, save };
}

describe('the coach key dialog', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('asks for a key when nothing was typed', () => {
    const { save, onKeyChange } = open();
    save();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_KEY_REQUIRED);
    expect(MSG_KEY_REQUIRED).toBe('Please enter a Claude API key');
    expect(onKeyChange).not.toHaveBeenCalled();
    expect(loadApiKey()).toBeNull();
  });

  it('refuses a key without the sk-ant- prefix', () => {
    const { input, save } = open();
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.change(input, { target: { value: 'sk-proj-123' } });
    save();
    expect(screen.getByRole('alert')).toHaveTextContent('Claude API keys should start with "sk-ant-"');
    expect(MSG_KEY_PREFIX).toBe('Claude API keys should start with "sk-ant-"');
    expect(loadApiKey()).toBeNull();
  });

  it('keeps a good key in this browser, confirms, and closes after 2 s', () => {
    const { input, save, onClose, onKeyChange } = open();
    fireEvent.change(input, { target: { value: `  ${KEY} ` } });
    save();
    expect(screen.getByRole('status')).toHaveTextContent(MSG_KEY_SAVED);
    expect(onKeyChange).toHaveBeenCalledWith(KEY);
    expect(loadApiKey()).toBe(KEY);
    act(() => vi.advanceTimersByTime(1_900));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Remove Key clears the stored key', () => {
    saveApiKey(KEY);
    const { onKeyChange } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Key' }));
    expect(loadApiKey()).toBeNull();
    expect(onKeyChange).toHaveBeenCalledWith(null);
  });

  it('is the coach settings, offering the AI voice as an option; Close leaves it without a key', () => {
    const { onClose } = open();
    expect(screen.getByRole('dialog', { name: 'Coach settings' })).toHaveTextContent('AI voice (optional)');
    expect(screen.queryByText(/Demo Mode/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Key' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(loadApiKey()).toBeNull();
  });
});
