import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ChatPanel } from '../chat-panel';

describe('ChatPanel', () => {
  it('shows the empty texts, sends on Enter and keeps send disabled on blank', () => {
    const onSend = vi.fn(() => true);
    render(<ChatPanel messages={[]} ownUserId="me" connected floating={false} onSend={onSend} />);
    expect(screen.getByText('No messages yet...')).toBeInTheDocument();
    expect(screen.getByText('Start chatting with your opponent!')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    const input = screen.getByRole('textbox', { name: 'Chat message' });
    fireEvent.change(input, { target: { value: '  hello  ' } });
    expect(send).toBeEnabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('hello');
    expect(input).toHaveValue('');
  });

  it('puts own messages on the right and offers 4 quick messages and a 6-column emoji grid', () => {
    const onSend = vi.fn(() => true);
    render(
      <ChatPanel
        messages={[
          { userId: 'me', username: 'me', displayName: 'Me', message: 'mine', timestamp: 0 },
          { userId: 'x', username: 'x', displayName: 'Other', message: 'theirs', timestamp: 0 },
        ]}
        ownUserId="me"
        connected
        floating={false}
        onSend={onSend}
      />,
    );
    expect(screen.getByText('mine').parentElement).toHaveAttribute('data-own', 'true');
    expect(screen.getByText('theirs').parentElement).toHaveAttribute('data-own', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Emoji and quick messages' }));
    expect(screen.getByRole('grid', { name: 'Emoji' })).toHaveStyle({
      gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Good luck!' }));
    expect(onSend).toHaveBeenCalledWith('Good luck!');
    fireEvent.click(screen.getByRole('button', { name: 'Emoji and quick messages' }));
    expect(screen.queryByRole('button', { name: 'Thanks!' })).toBeNull();
  });
});
