import { AtSign, Mail, MessageCircle, Rss, type LucideIcon } from 'lucide-react';

/** Placeholder destinations until the company's accounts are known; change them here only. */
export const SOCIAL_LINKS: { label: string; href: string; icon: LucideIcon }[] = [
  { label: 'Email us', href: 'mailto:support@freelancia.example', icon: Mail },
  { label: 'Community', href: 'https://community.freelancia.example', icon: MessageCircle },
  { label: 'Blog', href: 'https://blog.freelancia.example', icon: Rss },
  { label: 'Social', href: 'https://social.freelancia.example', icon: AtSign },
];
