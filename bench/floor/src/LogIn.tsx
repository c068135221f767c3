// The floor's Log In: username and password, the token kept, then on to the orders.
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOKEN_KEY, useLogInMutation } from './api';

export function LogIn() {
  const [logIn, { isError }] = useLogInMutation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = await logIn({ username, password });
    if (!answer.data) return;
    localStorage.setItem(TOKEN_KEY, answer.data.access);
    await navigate('/vet-profile');
  };

  return (
    <main>
      <h1>Log In</h1>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          Username
          <input value={username} onChange={(event) => setUsername(event.target.value)} />
        </label>
        <label>
          Password
          <input
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {isError && <p role="alert">Log in failed: check your username and password.</p>}
        <button type="submit">Log In</button>
      </form>
    </main>
  );
}
