import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 65d31be973b9102f1fb638f3744fd97b5b586e42e73db5fac557da56daa4c0f5
theorem pc_65d31be973b9102f {G : Type} [Paracert.AddGroup G] : (∀ (a : G), a - a = 0) ↔ (∀ (sxlczj1 : G), sxlczj1 - sxlczj1 = 0) :=
  by paracert_iff_rfl
