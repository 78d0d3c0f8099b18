/** Every route path of the product (spec section 2), owned here so that features never spell one twice. */
export const paths = {
  root: '/',
  teacherLogin: '/classpro/login',
  loginWeb: '/loginweb',
  classpro: '/classpro',
} as const;
