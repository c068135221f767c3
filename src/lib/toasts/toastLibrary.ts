// The toast library's code, in a chunk of its own that src/lib/toasts/toastLoader.ts loads after the first screen (its styles come with the start's).
export { toast, ToastContainer } from 'react-toastify/unstyled';
