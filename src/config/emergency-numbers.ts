/** Emergency numbers (SPEC §2 emergencies). Facts: the gas and power cut lines are free, 24 hours. */
export const EMERGENCY_NUMBERS = {
  gas: {
    label: 'Gas emergency',
    display: '0800 111 999',
    tel: 'tel:0800111999',
    hours: '(free, 24 hours a day)',
  },
  power: { label: 'Power cut', display: '105', tel: 'tel:105', hours: '(free, 24 hours a day)' },
  meter: { label: 'Meter emergency', display: '0330 808 3880', tel: 'tel:03308083880', hours: '' },
  /** When someone's life is in danger (water near electrics, damaged power lines, fire). */
  danger: {
    label: 'Emergency services',
    display: '999',
    tel: 'tel:999',
    hours: "(if anyone's life is in danger)",
  },
} as const;
