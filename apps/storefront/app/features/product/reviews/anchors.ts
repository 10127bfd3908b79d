/**
 * The ids of a review, a question and an answer on the product page (their headings, their list items), where the
 * posts about one of them (a vote, a translation) come back to without JavaScript (decision 0050, addendum): the
 * page opens at the item, its answer ("Thanks for your feedback.", the translation) in view on a phone, not at the
 * top of the section with the item screens below.
 */
export const reviewAnchor = (reviewId: string) => `review-${reviewId}`;
export const questionAnchor = (questionId: string) => `question-${questionId}`;
export const answerAnchor = (answerId: string) => `answer-${answerId}`;
