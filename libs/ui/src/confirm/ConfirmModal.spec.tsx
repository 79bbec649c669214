/** @dom */
import { draw, screen, waitFor } from '@festival/ui/testing';
import { ConfirmModal } from './ConfirmModal';

const noop = () => {};

describe('ConfirmModal', () => {
  it('draws nothing while closed', () => {
    draw(<ConfirmModal opened={false} onClose={noop} onConfirm={noop} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks with the default texts and confirms once', async () => {
    const onConfirm = jest.fn();
    const { user } = draw(<ConfirmModal opened onClose={noop} onConfirm={onConfirm} description="Delete the slot Bar?" confirmLabel="Delete" />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('Delete the slot Bar?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels without confirming', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    const { user } = draw(<ConfirmModal opened onClose={onClose} onConfirm={onConfirm} cancelLabel="Keep it" />);
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms only once the exact name is typed', async () => {
    const onConfirm = jest.fn();
    const { user } = draw(<ConfirmModal opened onClose={noop} onConfirm={onConfirm} expectedName="Jonglissimo 2027" confirmLabel="Delete" />);
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    const field = screen.getByRole('textbox');
    await user.type(field, 'Jonglissimo');
    await user.tab();
    expect(confirm).toBeDisabled();
    expect(await screen.findByText(/does not match|doesn't match/i)).toBeInTheDocument();
    await user.type(field, ' 2027');
    expect(confirm).toBeEnabled();
    await user.type(field, '{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms only once every item of the checklist is ticked, warning meanwhile', async () => {
    const onConfirm = jest.fn();
    const checklist = [
      { id: 'a', name: 'Tickets are refunded' },
      { id: 'b', name: 'Volunteers are told' },
    ];
    const { user } = draw(<ConfirmModal opened onClose={noop} onConfirm={onConfirm} checklist={checklist} confirmLabel="Cancel the edition" />);
    const confirm = await screen.findByRole('button', { name: 'Cancel the edition' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Tickets are refunded' }));
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Volunteers are told' }));
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows its work while the action runs and refuses a second confirmation', async () => {
    const onConfirm = jest.fn();
    const { user } = draw(<ConfirmModal opened onClose={noop} onConfirm={onConfirm} loading confirmLabel="Delete" />);
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    expect(confirm).toHaveAttribute('data-loading', 'true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('draws a description holding a list outside any paragraph (a list in a <p> is invalid markup)', async () => {
    draw(
      <ConfirmModal
        opened
        onClose={noop}
        onConfirm={noop}
        description={
          <>
            The volunteer will be removed from:
            <ul>
              <li>team Bar</li>
            </ul>
          </>
        }
      />,
    );
    const list = await screen.findByRole('list');
    expect(list).toHaveTextContent('team Bar');
    expect(list.closest('p')).toBeNull();
  });
});
