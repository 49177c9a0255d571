// The bare Prism core (plugins/prism-languages); prismjs's types describe the same object.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
