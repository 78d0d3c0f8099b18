export { MobileTip } from './components/mobile-tip';
