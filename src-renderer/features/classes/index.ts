export { ClassesDialogHost } from './components/classes-dialog-host';
