// The toast library's code and styles, in a chunk of their own that src/lib/toast.ts loads after the first screen.
import 'react-toastify/dist/ReactToastify.css';

export { toast, ToastContainer } from 'react-toastify/unstyled';
