// The words of the reviews' scores and sorts, read when drawn (so in the page's language).
import { t } from '@lingui/core/macro';
import type { ReviewSort, ScoreField } from '../api/types';

export function scoreLabel(field: ScoreField): string {
  switch (field) {
    case 'overall':
      return t`Overall`;
    case 'cleanliness':
      return t`Cleanliness`;
    case 'location':
      return t`Location`;
    case 'value':
      return t`Value`;
    case 'welcome':
      // How the guest was received: its own id, as 'Welcome' elsewhere greets or allows (children).
      return t({ id: 'review.welcome', message: 'Welcome' });
  }
}

export function sortLabel(sort: ReviewSort): string {
  switch (sort) {
    case 'newest':
      return t`Newest`;
    case 'highest':
      return t`Highest`;
    case 'lowest':
      return t`Lowest`;
  }
}
