export { LocationPicker } from './components/location-picker';
