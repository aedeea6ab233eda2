// Server-safe parts only: a client component exported here would be shipped to every page that
// imports any part of this file (Disclosure, Modal and Slider are imported from their own files).
export { Badge, type BadgeVariant } from './Badge';
export { Button, buttonClasses, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Card } from './Card';
export { Checkbox } from './Checkbox';
export { Container } from './Container';
export { cx } from './cx';
export { formatPrice, Price } from './Price';
export { SectionHeading } from './SectionHeading';
export { Select, type SelectOption } from './Select';
export { Skeleton, SkeletonText } from './Skeleton';
export { Spinner } from './Spinner';
export { Stars } from './Stars';
export { TextArea } from './TextArea';
export { TextField } from './TextField';
export { VisuallyHidden } from './VisuallyHidden';
