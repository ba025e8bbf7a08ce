// The learning area's own words for surveys (the sidebar, read before any surveys screen loads its texts).
const en = {
  sidebar: 'Surveys',
};

export default en;
