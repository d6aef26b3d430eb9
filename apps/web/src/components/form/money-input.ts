/** The attributes of an amount in dollars: a number with cents, above zero. */
export const moneyInputProps = {
  type: 'number',
  inputMode: 'decimal',
  min: '0.01',
  step: '0.01',
} as const;
